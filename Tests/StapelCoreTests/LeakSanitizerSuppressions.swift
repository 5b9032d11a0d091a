#if os(Linux)
    /// The leaks LeakSanitizer ignores in this test binary: those of XCTest's own runner, which
    /// keeps a few objects when it finds no XCTest tests to run (368 bytes in 6 allocations with
    /// Swift 6.3). Every test here is a Swift Testing test, which XCTest's runner never calls, so
    /// no leak of Stapel's can hide behind this. LeakSanitizer calls this function, when a
    /// sanitized binary defines it, instead of reading a suppressions file.
    @_cdecl("__lsan_default_suppressions")
    func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
        let suppressions: StaticString = "leak:libXCTest.so\n"
        return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
    }
#endif

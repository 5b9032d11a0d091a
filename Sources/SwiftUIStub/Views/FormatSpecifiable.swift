#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `public protocol _FormatSpecifiable : Swift.Equatable {
    // associatedtype _Arg : Swift.CVarArg; var _arg: Self._Arg { get }; var _specifier:
    // Swift.String { get } }`, with conformances of `Int`, `Int8` … `UInt64`, `Float`, `Double`
    // and `CGFloat`, each `public var _arg` and `public var _specifier`.
    /// A value a localized string key interpolates with a `printf` format specifier.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol _FormatSpecifiable: Equatable {
        /// The value passed to the format.
        associatedtype _Arg: CVarArg
        /// The value passed to the format.
        var _arg: Self._Arg { get }
        /// The format specifier.
        var _specifier: String { get }
    }

    extension Int: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: Int64 { Int64(self) }
        /// The format specifier.
        public var _specifier: String { "%lld" }
    }

    extension Int8: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: Int32 { Int32(self) }
        /// The format specifier.
        public var _specifier: String { "%d" }
    }

    extension Int16: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: Int32 { Int32(self) }
        /// The format specifier.
        public var _specifier: String { "%d" }
    }

    extension Int32: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: Int32 { self }
        /// The format specifier.
        public var _specifier: String { "%d" }
    }

    extension Int64: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: Int64 { self }
        /// The format specifier.
        public var _specifier: String { "%lld" }
    }

    extension UInt: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: UInt64 { UInt64(self) }
        /// The format specifier.
        public var _specifier: String { "%llu" }
    }

    extension UInt8: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: UInt32 { UInt32(self) }
        /// The format specifier.
        public var _specifier: String { "%u" }
    }

    extension UInt16: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: UInt32 { UInt32(self) }
        /// The format specifier.
        public var _specifier: String { "%u" }
    }

    extension UInt32: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: UInt32 { self }
        /// The format specifier.
        public var _specifier: String { "%u" }
    }

    extension UInt64: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: UInt64 { self }
        /// The format specifier.
        public var _specifier: String { "%llu" }
    }

    extension Float: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: Float { self }
        /// The format specifier.
        public var _specifier: String { "%f" }
    }

    extension Double: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: Double { self }
        /// The format specifier.
        public var _specifier: String { "%lf" }
    }

    extension CGFloat: _FormatSpecifiable {
        /// The value passed to the format.
        public var _arg: CGFloat { self }
        /// The format specifier.
        public var _specifier: String { "%lf" }
    }
#endif

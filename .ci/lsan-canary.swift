// LeakSanitizer canary for .ci/run: leaks two objects that refer to each other. LeakSanitizer must
// report them; if it does not, it is not running, and a clean sanitizer run proves nothing.
final class Node {
    var next: Node?
}

@inline(never)
func leak() {
    let first = Node()
    let second = Node()
    first.next = second
    second.next = first
}

leak()
print("leaked a cycle of two objects")

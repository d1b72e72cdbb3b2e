// Module-qualified standard functions (`Swift.print`, `Swift.max`…) and `debugPrint`'s format.
struct Logger {
    func print(_ message: String) {
        Swift.print("[log] " + message)
    }
    func max(_ a: Int, _ b: Int) -> Int { Swift.max(a, b) * 10 }
}
let log = Logger()
log.print("ready")
print(log.max(3, 7))
Swift.print("a", "b", separator: "-")
print(Swift.min(4, 2), Swift.abs(-5))
debugPrint("quoted", 3, 2.5, true)
debugPrint(["x", "y"], [1: "one"])
let c: Character = "c"
let maybe: Int? = 4
let none: String? = nil
debugPrint(c, maybe, none)
Swift.debugPrint("tab\there", "quote\"d")
debugPrint((1, "two"))

// Platform conditions, flags and `#if` inside postfix expressions, as swiftc here (Linux on
// x86_64, no `-D` flags) takes them.
#if os(iOS)
print("on iOS")
#elseif os(Linux)
print("on Linux")
#else
print("somewhere else")
#endif

#if arch(arm64) || arch(x86_64)
print("a 64-bit architecture")
#endif
#if arch(arm64)
print("arm64")
#endif

#if canImport(UIKit)
print("UIKit is there")
#elseif canImport(Foundation) && !targetEnvironment(simulator)
print("Foundation without UIKit")
#endif

#if DEBUG
print("debug build")
#else
print("no DEBUG flag")
#endif

#if _endian(little) && !_runtime(_ObjC)
print("little-endian, native runtime")
#endif

let warmDays = ["Mon": 18.5, "Tue": 11.0, "Wed": 21.0, "Thu": 9.5]
    .sorted { $0.key < $1.key }
#if os(Linux)
    .compactMap { $0.value >= 15 ? $0.key : nil }
#else
    .map { $0.key }
#endif
    .joined(separator: " & ")
print(warmDays)

let words = ["b", "a", "c"]
#if os(macOS)
    .sorted()
#elseif os(Linux)
    .sorted(by: >)
    #if canImport(Glibc)
    .joined(separator: "-")
    #endif
#endif
print(words)

var countdown = 3
let untouched = "launch in \(countdown)"
#if targetEnvironment(simulator)
    .uppercased()
#else
#endif
countdown -= 1
print(untouched, countdown)

struct Settings {
    #if os(Linux)
    let name = "server"
    #else
    let name = "phone"
    #endif
    func describe() -> String {
        #if canImport(Darwin)
        return "Darwin: \(name)"
        #else
        return "no Darwin: \(name)"
        #endif
    }
}
print(Settings().describe())

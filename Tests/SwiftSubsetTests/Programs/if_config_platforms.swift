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

let numbers = [10, 20, 33, 43, 50]
#if os(iOS)
    .filter { $0 < 40 }
#else
    .filter { $0 > 25 }
#endif
    .map { $0 * 2 }
print(numbers)

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

let same = [3, 1, 2]
#if os(iOS)
    .sorted()
#else
#endif
print(same)

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

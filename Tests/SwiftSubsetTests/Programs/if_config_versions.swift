// `#if swift(...)` and `#if compiler(...)` blocks, taken as swiftc 6.3 in Swift 5 mode takes them.
#if swift(>=4.2)
print("Swift 4.2 or later")
#endif

#if swift(>=6)
print("Swift 6 mode")
#elseif swift(>=5.9)
print("Swift 5.9 or later")
#else
print("older")
#endif

struct Greeter {
    #if compiler(>=5.0)
    let greeting = "hello"
    #else
    let greeting = "hi"
    #endif
    func greet(_ name: String) -> String {
        #if swift(<5) || false
        return greeting
        #else
        return "\(greeting), \(name)"
        #endif
    }
}
print(Greeter().greet("Ada"))

func check() {
    #if !swift(>=3.0)
    print("never")
    #elseif (swift(>=4) && compiler(>=6.0))
    print("both")
    #endif
}
check()

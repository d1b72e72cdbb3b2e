class Greeter {
    var name = "Ada"
    func greet() {
        let sayHello = {
            print("Hello, \(name)")
        }
        sayHello()
    }
}
Greeter().greet()

@available(iOS 10.0, macOS 10.12, *)
class MyClass {
    // class definition
}

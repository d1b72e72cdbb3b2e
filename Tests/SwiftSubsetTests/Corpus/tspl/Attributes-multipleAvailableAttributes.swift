@available(iOS 9, *)
@available(macOS 10.9, *)
func foo() { }
foo()

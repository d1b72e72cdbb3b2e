func unsafeFunction(pointer: UnsafePointer<Int>) {
    // ...
    print(pointer.pointee)
}
var myNumber = 1234

unsafeFunction(pointer: &myNumber)
withUnsafePointer(to: myNumber) { unsafeFunction(pointer: $0) }

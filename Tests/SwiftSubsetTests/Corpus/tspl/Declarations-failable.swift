struct SomeStruct {
    let property: String
    // produces an optional instance of 'SomeStruct'
    init?(input: String) {
        if input.isEmpty {
            // discard 'self' and return 'nil'
            return nil
        }
        property = input
    }
}
if let actualInstance = SomeStruct(input: "Hello") {
    // do something with the instance of 'SomeStruct'
    _ = actualInstance
} else {
    // initialization of 'SomeStruct' failed and the initializer returned 'nil'
}

public struct SomeStruct {
    public init() { }
}

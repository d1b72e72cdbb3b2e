public struct AnotherStruct {
    public init() { }
}

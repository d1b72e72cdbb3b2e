protocol SomeProtocol {
    associatedtype SomeType
}

protocol SubProtocolA: SomeProtocol {
    // This syntax produces a warning.
    associatedtype SomeType: Equatable
}
protocol SubProtocolB: SomeProtocol where SomeType: Equatable { }

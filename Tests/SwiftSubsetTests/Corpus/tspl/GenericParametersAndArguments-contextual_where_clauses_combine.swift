protocol SomeProtocol { }
extension Int: SomeProtocol { }
extension Collection where Element: SomeProtocol {
    func startsWithZero() -> Bool where Element: Numeric {
        return first == .zero
    }
}
print( [1, 2, 3].startsWithZero() )

@propertyWrapper
struct TwelveOrLess {
    var wrappedValue: Int = 0 {
        didSet {
            if wrappedValue > 12 {
                wrappedValue = 12
            }
        }
    }
}
struct SomeStructure {
    @TwelveOrLess var someNumber: Int
}
var s = SomeStructure()
print(s.someNumber)
s.someNumber = 10
print(s.someNumber)
s.someNumber = 21
print(s.someNumber)

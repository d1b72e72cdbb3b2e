// The memberwise parameter of a wrapped property without an initial value: the wrapper when
// it has init(), the wrapped value when it can only be made from one.
@propertyWrapper
struct W { var wrappedValue: Int = 0 }
@propertyWrapper
struct V { var wrappedValue: Int; init(wrappedValue: Int) { self.wrappedValue = wrappedValue } }
struct S { @W var x: Int }
struct T { @V var y: Int }
print(S(x: W(wrappedValue: 3)).x)
print(T(y: 5).y)

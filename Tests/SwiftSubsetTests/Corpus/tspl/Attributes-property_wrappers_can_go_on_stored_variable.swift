@propertyWrapper struct UselessWrapper { var wrappedValue: Int }
func f() {
    @UselessWrapper var d: Int = 20
    print(d)
}
f()

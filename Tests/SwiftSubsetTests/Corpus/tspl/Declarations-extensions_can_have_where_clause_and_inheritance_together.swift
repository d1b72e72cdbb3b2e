protocol P { func foo() -> Int }
extension Array: P where Element: Equatable {
   func foo() -> Int { return 0 }
}
let r0 = [1, 2, 3].foo()
assert(r0 == 0)

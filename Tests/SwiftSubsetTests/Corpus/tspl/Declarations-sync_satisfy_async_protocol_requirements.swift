protocol P { func f() async -> Int }
class Super: P {
    func f() async -> Int { return 12 }
}
class Sub: Super {
    func f() -> Int { return 120 }
}

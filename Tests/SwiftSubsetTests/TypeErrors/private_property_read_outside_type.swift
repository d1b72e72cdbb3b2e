struct Wallet {
    private var pin = 1234
    var owner = "Kim"
    func check(_ guess: Int) -> Bool { guess == pin }
}
extension Wallet {
    func hint() -> Int { pin % 10 }
}
let w = Wallet()
print(w.check(1234), w.hint())
print(w.owner, w.pin)

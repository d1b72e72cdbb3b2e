// Valid programs whose paths end at calls that never return (declared `-> Never`, inferred
// `Never`, or stored closures): guard bodies, definite initialisation, missing returns.
enum Stop {
    static func now(_ why: String) -> Never { fatalError(why) }
}

func giveUp(_ message: String) -> Never { fatalError(message) }

func run<T>(_ body: () -> T) -> T { body() }

let stopHere = { fatalError("stopped") }

struct Guard {
    var onFailure: () -> Never
}

class Checker {
    func fail() -> Never { fatalError("no") }

    func check(_ n: Int) -> Int {
        guard n > 0 else { self.fail() }
        guard n < 100 else { Stop.now("big") }
        guard n != 50 else { stopHere() }
        guard n != 51 else { run { fatalError("fifty-one") } }
        return n
    }

    func half(_ n: Int) -> Int {
        if n % 2 == 0 { return n / 2 }
        fail()
    }
}

func kind(_ n: Int) -> String {
    var label: String
    switch n {
    case 0: label = "zero"
    case 1...: label = "positive"
    default: giveUp("negative")
    }
    let tag: String
    if n == 0 { tag = "z" } else if n > 0 { tag = "p" } else { Stop.now("negative") }
    return label + " " + tag
}

func guarded(_ n: Int, _ g: Guard) -> Int {
    var value: Int
    if n > 0 { value = n } else { g.onFailure() }
    value += 1
    return value
}

func describe(_ flag: Bool) {
    let word: String
    defer { print("defer reads", word) }
    if flag { word = "yes" } else { word = "no" }
    print("body of describe")
}

let checker = Checker()
print(checker.check(5), checker.half(8))
print(kind(0), kind(4))
print(guarded(2, Guard(onFailure: { fatalError("guard") })))
describe(true)
describe(false)

let once: Int
while true {
    once = 4
    break
}
print("once", once)

let firstEven: Int
var candidates = [3, 5, 8, 9]
repeat {
    let c = candidates.removeFirst()
    if c % 2 == 0 {
        firstEven = c
        break
    }
} while !candidates.isEmpty
print("left", candidates)

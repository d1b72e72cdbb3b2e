// Which parameter an unlabelled trailing closure fills (SE-0286's forward scan).
func plain(x: Int, y: (Bool) -> Int) { print(x + y(true)) }
plain(x: 1) { $0 ? 1 : 100 }

func wrapped(x: Int, y: @autoclosure () -> ((Bool) -> Int)) { print(x + y()(false)) }
wrapped(x: 20) { $0 ? 2 : 200 }

func variadic(x: Int, y: ((Bool) -> Int)...) { print(x + y[0](true), y.count) }
variadic(x: 30) { $0 ? 3 : 300 }

func optional(x: Int, y: Optional<(Bool) -> Int>) { print(x + y!(false)) }
optional(x: 40) { $0 ? 4 : 400 }

func sugared(x: Int, y: ((Bool) -> Int)?) { print(x + (y?(true) ?? -1)) }
sugared(x: 45) { $0 ? 5 : 500 }

func later(_ value: Int, then: @autoclosure () -> ((Int) -> Int)?) { print(then()?(value) ?? 0) }
later(7) { $0 * 3 }

func both(x: Int, y: (Optional<(Bool) -> Int>)...) { print(x + y[0]!(true)) }
both(x: 50) { $0 ? 5 : 500 }

func skipsDefault(count: Int = 2, label: String = "n", transform: (Int) -> Int) {
    print(label, transform(count))
}
skipsDefault { $0 * 10 }
skipsDefault(count: 4) { $0 + 1 }

struct Runner {
    let name: String
    func run(times: Int, steps: ((Int) -> String)?...) {
        for i in 0..<times { print(name, steps.compactMap { $0?(i) }) }
    }
}
let r = Runner(name: "r")
r.run(times: 2) { "step \($0)" }

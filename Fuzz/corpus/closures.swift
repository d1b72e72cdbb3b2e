class Button {
    var onTap: (() -> Void)?
    func tap() { onTap?() }
    deinit { print("button freed") }
}
class Screen {
    let button = Button()
    var taps = 0
    init() {
        button.onTap = { [weak self] in
            self?.taps += 1
        }
    }
    deinit { print("screen freed") }
}
var screen: Screen? = Screen()
screen!.button.tap()
screen!.button.tap()
print(screen!.taps)
screen = nil
var handlers: [() -> Int] = []
for i in 1...3 { handlers.append { i * 10 } }
print(handlers.map { $0() })
var counter = 0
let inc = { counter += 1 }
inc()
inc()
print(counter)
let compose: (Int) -> Int = { x in
    let y = x + 1
    return y * 2
}
print(compose(3))
func run(times: Int, _ body: (Int) -> Void) { for i in 0..<times { body(i) } }
run(times: 3) { print("step", $0) }
let pairs = [(1, "one"), (2, "two")]
print(pairs.map { $0.1 })
print([3, 1, 2].sorted(by: <))

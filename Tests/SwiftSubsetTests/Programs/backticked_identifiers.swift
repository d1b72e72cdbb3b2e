// Names written in backticks are the names they quote: a keyword used as a case, property,
// method, label or variable name is reached with or without its backticks.
enum Theme: String, CaseIterable {
    case `default`
    case dark
    case `class` = "klass"

    func describe() -> String {
        switch self {
        case .default: return "plain"
        case .dark: return "night"
        case .class: return "classic"
        }
    }
}

let theme = Theme.default
print(theme, theme.rawValue, theme.describe())
print(Theme.`default`.rawValue, Theme.class.rawValue, Theme(rawValue: "klass") == .class)
print(Theme.allCases.map(\.rawValue), Theme.allCases)

struct Speaker {
    var `repeat`: Int
    let `default`: String

    func `repeat`(_ n: Int) -> String { String(repeating: `default`, count: n) }
    func twice() -> String { self.repeat(2) + " " + String(`repeat`) }
    func describe(`is` x: Int) -> String { "is \(x) of \(`default`)" }
    func scaled(_ `in`: Int, `self` factor: Int) -> Int { `in` * factor }
}

let speaker = Speaker(repeat: 3, default: "ab")
print(speaker.repeat(3), speaker.twice())
print(speaker.describe(is: 1), speaker.scaled(4, self: 5))
print(speaker.default, speaker.repeat, speaker.`default`)

let `class` = "A"
var `var` = 2
`var` += 1
print(`class`, `var`)

func greet(`for` name: String) { print("hello,", name) }
greet(for: "Bo")

struct Item {
    let `type`: String
    var `default`: Bool
}
let items = [Item(type: "tea", default: true), Item(type: "coffee", default: false)]
print(items.filter(\.default).map(\.type))
print(items.map { $0.`type`.uppercased() }, items.sorted { $0.type < $1.type }.map(\.type))
let typeKey = \Item.type
print(items[1][keyPath: typeKey])

enum Step { case `if`(Int), `else` }
let step = Step.if(3)
switch step {
case .if(let n): print("if", n)
case .else: print("else")
}
if case .`if`(let n) = step { print("bound", n) }
print(Step.else, step)

extension Int {
    var `double`: Int { self * 2 }
    func `is`(_ other: Int) -> Bool { self == other }
}
print(4.double, 4.is(4), 4.`is`(5))

struct Settings {
    static let `default` = Settings(volume: 7)
    let volume: Int
}
let chosen: Settings = .default
print(Settings.default.volume, chosen.volume)

func twice<`Type`>(_ x: `Type`) -> [`Type`] { [x, x] }
print(twice("x"), [1, 2, 3].map { `in` in `in` * 10 })

// Types declared inside other types: looked up from inside by their simple names, from
// outside through the enclosing type, printed as Swift prints them.
struct Config { let name = "top-level" }

class Screen {
    struct Segment {
        static let text = 0
        static let image = 1
    }
    enum Mode: String { case list, grid }
    struct Config { var rows = 3; var mode = Mode.grid }
    class Cell {
        let index: Int
        init(index: Int) { self.index = index }
        func label() -> String { "cell \(index) in \(Mode.list.rawValue)" }
    }

    var config = Config()
    var cells: [Cell] = []

    func pick(_ segment: Int) -> String {
        switch segment {
        case Segment.text: return "text"
        case Segment.image: return "image"
        default: return "other"
        }
    }

    func fill() {
        cells = (0..<config.rows).map { Cell(index: $0) }
        print(cells.map { $0.label() })
        print(config, config.mode, Mode(rawValue: "list") as Any)
    }
}

enum Shape {
    case circle, square
    struct Config { var sides: Int }
    func config() -> Config { self == .circle ? Config(sides: 0) : Config(sides: 4) }
}

let screen = Screen()
print(screen.pick(0), screen.pick(1), screen.pick(7))
screen.fill()
print(Config().name)
let wide: Screen.Config = Screen.Config(rows: 1, mode: .list)
print(wide)
debugPrint(wide)
print(Shape.square.config(), Shape.Config(sides: 3).sides)
print(Screen.Segment.image, Screen.Mode.grid.rawValue, Screen.Cell(index: 9).label())
let cell = Screen.Cell(index: 2)
print(cell)
print(type(of: wide), type(of: Shape.circle.config()))
var shapes: [Shape.Config] = []
shapes.append(.init(sides: 5))
print(shapes)

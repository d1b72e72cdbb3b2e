// A switch in a builder body: each case's block injected with buildEither along the
// balanced tree of the cases, as swiftc does.
@resultBuilder
enum Trace {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: ",") }
    static func buildEither(first: String) -> String { "F(" + first + ")" }
    static func buildEither(second: String) -> String { "S(" + second + ")" }
}
enum Shape { case dot, line(Int), box(Int, Int) }
func describe(_ s: Shape, @Trace _ body: (Shape) -> String) -> String { body(s) }
for s in [Shape.dot, .line(3), .box(2, 4)] {
    print(describe(s) { s in
        "shape"
        switch s {
        case .dot:
            "dot"
        case .line(let n):
            let twice = n * 2
            "line \(twice)"
        case .box(let w, let h): "box"; "\(w * h)"
        }
    })
}
for n in 0..<4 {
    print(describe(.dot) { _ in
        switch n {
        case 0: "zero"
        case 1, 2: "small"
        default: "big"
        }
    })
}

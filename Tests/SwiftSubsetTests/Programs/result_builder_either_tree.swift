@resultBuilder
enum Trace {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: ",") }
    static func buildEither(first: String) -> String { "F(" + first + ")" }
    static func buildEither(second: String) -> String { "S(" + second + ")" }
    static func buildOptional(_ part: String?) -> String { "O(" + (part ?? "nil") + ")" }
}
func make(_ n: Int, @Trace _ body: (Int) -> String) -> String { body(n) }
for n in 0..<6 {
    print(make(n) { n in
        if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" } else if n == 3 { "d" } else { "e" }
    })
    print(make(n) { n in
        if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" }
    })
}

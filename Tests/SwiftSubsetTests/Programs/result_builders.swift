// Result builders as The Swift Programming Language's Attributes chapter describes them:
// buildExpression, buildBlock, buildOptional, buildEither (a balanced tree for else-if
// chains), buildArray, buildFinalResult, on closures passed to builder parameters and on
// functions and computed variables marked with a builder.
@resultBuilder
enum Trace {
    static func buildExpression(_ n: Int) -> String {
        print("expression \(n)")
        return String(n)
    }
    static func buildBlock(_ parts: String...) -> String {
        print("block \(parts)")
        return parts.joined(separator: " ")
    }
    static func buildEither(first: String) -> String { "F(" + first + ")" }
    static func buildEither(second: String) -> String { "S(" + second + ")" }
    static func buildOptional(_ part: String?) -> String {
        print("optional", part as Any)
        return part ?? "-"
    }
    static func buildArray(_ parts: [String]) -> String { "[" + parts.joined(separator: "|") + "]" }
    static func buildFinalResult(_ s: String) -> String { "<" + s + ">" }
}

func trace(_ n: Int, @Trace body: (Int) -> String) -> String { body(n) }

for n in 0..<5 {
    let s = trace(n) { n in
        n * 10
        if n == 0 { 100 } else if n == 1 { 101 } else if n == 2 { 102 } else if n == 3 { 103 } else { 104 }
        if n > 2 {
            let doubled = n * 2
            doubled
        }
    }
    print(s)
}

print(trace(3) { n in
    for i in 1...n {
        i
        i * i
    }
})

@Trace func summary(of values: [Int]) -> String {
    values.count
    for v in values where v % 2 == 0 {
        v
    }
}
print(summary(of: [1, 2, 3, 4]))

@Trace var constant: String {
    7
    8
}
print(constant)

struct Card {
    let text: String
    init(@Trace content: () -> String) {
        text = content()
    }
}
print(Card { 1; 2 }.text)
print(Card(content: { 3 }).text)
print(trace(1) { _ in
    let x = 5
    return "explicit \(x)"
})

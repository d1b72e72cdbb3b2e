// A builder whose methods print as they are called: buildOptional's nil and Optional(...),
// buildEither's branch, buildArray, with typealiases for Component and Expression.
@resultBuilder
struct ArrayBuilder {
    typealias Component = [Int]
    typealias Expression = Int
    static func buildExpression(_ element: Expression) -> Component {
        return [element]
    }
    static func buildOptional(_ component: Component?) -> Component {
        print("Building optional...", component as Any)
        guard let component = component else { return [] }
        return component
    }
    static func buildEither(first component: Component) -> Component {
        print("Building first...", component)
        return component
    }
    static func buildEither(second component: Component) -> Component {
        print("Building second...", component)
        return component
    }
    static func buildArray(_ components: [Component]) -> Component {
        return Array(components.joined())
    }
    static func buildBlock(_ components: Component...) -> Component {
        return Array(components.joined())
    }
}
func build(@ArrayBuilder _ f: (Int) -> [Int]) -> [Int] { f(3) }
for k in [1, 3] {
    let r = build { n in
        1
        if n == k { 2 }
        if n > k { 3 } else { 4; 5 }
        for i in 0..<n { i * 10 }
    }
    print(r, type(of: r))
}

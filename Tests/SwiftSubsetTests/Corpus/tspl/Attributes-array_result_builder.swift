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

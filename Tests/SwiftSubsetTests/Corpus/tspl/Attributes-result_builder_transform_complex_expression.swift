@resultBuilder
struct ArrayBuilder {
    static func buildExpression(_ element: Int) -> [Int] {
        print("Building", element)
        return [element]
    }
    static func buildBlock(_ components: [Int]...) -> [Int] {
        return Array(components.joined())
    }
}
@ArrayBuilder var x: [Int] {
    10+12*3
}
print(x)

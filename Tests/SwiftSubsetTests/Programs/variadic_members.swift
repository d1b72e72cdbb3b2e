// One value passed to a variadic method, static method or initialiser is still an array.
struct S {
    var items: [String] = []
    static func of(_ xs: String...) -> [String] { xs }
    func inst(_ xs: String...) -> [String] { xs }
    init(_ xs: String...) { items = xs }
}
func g(_ xs: String...) -> [String] { xs }
print(S.of("x"), S().inst("y"), S("z").items, g("w"))
print(S.of("x", "x2"), S().inst("y", "y2"), S("z", "z2").items, g("w", "w2"))

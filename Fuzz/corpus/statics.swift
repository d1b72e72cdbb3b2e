struct Config {
    static var count = 0
    static let name = "cfg"
    static func make() -> Config {
        count += 1
        return Config()
    }
    static var description: String { "Config x\(count)" }
}
_ = Config.make()
_ = Config.make()
print(Config.count, Config.name, Config.description)
class Registry {
    static let shared = Registry()
    var items: [String] = []
    private init() {}
    func add(_ s: String) { items.append(s) }
}
Registry.shared.add("a")
Registry.shared.add("b")
print(Registry.shared.items)
enum Math {
    static func square(_ x: Int) -> Int { x * x }
    static let zero = 0
}
print(Math.square(7), Math.zero)

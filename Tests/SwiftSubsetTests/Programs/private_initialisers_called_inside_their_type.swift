struct Config {
    var name: String
    private init(name: String) { self.name = name }
    static func make() -> Config { Config(name: "made") }
    static let shared = Config(name: "shared")
    struct Builder { func build() -> Config { Config(name: "built") } }
}
extension Config { static func other() -> Config { Config.init(name: "ext") } }
struct Temp {
    var c: Double
    private init(c: Double) { self.c = c }
    init(f: Double) { self.init(c: (f - 32) * 5 / 9) }
}
struct Open {
    var v: Int
    fileprivate init(v: Int) { self.v = v }
}
class Manager {
    static let shared = Manager()
    var count = 0
    private init() {}
}
Manager.shared.count += 1
print(Config.make().name, Config.shared.name, Config.Builder().build().name, Config.other().name, Temp(f: 212).c, Open(v: 2).v, Manager.shared.count)

struct Config {
    var name: String
    private init(name: String) { self.name = name }
    static func make() -> Config { Config(name: "x") }
}
let c = Config(name: "y")
print(c.name)

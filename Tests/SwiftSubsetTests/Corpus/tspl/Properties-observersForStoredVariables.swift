var a: Int = 0 { willSet { print("willSet") } didSet { print("didSet") } }
a = 42

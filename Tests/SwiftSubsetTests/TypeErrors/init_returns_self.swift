class Box {
    var v: Int
    init(v: Int) {
        self.v = v
        return self
    }
}
print(Box(v: 2).v)

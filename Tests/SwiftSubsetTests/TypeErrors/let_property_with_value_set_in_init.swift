struct P {
    let x = 5
    init(v: Int) {
        self.x = v
    }
}
print(P(v: 1).x)

struct Temp {
    var c: Double
    private init(c: Double) { self.c = c }
    init(f: Double) { self.init(c: (f - 32) * 5 / 9) }
}
print(Temp(c: 3).c)

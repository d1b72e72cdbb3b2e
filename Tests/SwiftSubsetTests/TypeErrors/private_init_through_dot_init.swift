struct Temp {
    var c: Double
    private init(c: Double) { self.c = c }
}
extension Temp {
    static func zero() -> Temp { Temp(c: 0) }
}
print(Temp.zero().c)
let t = Temp.init(c: 2)
print(t.c)

// A compound case binds the same name in each pattern; the body sees whichever matched.
enum Shape { case square(Int), rectangle(Int, Int), circle(Int) }
for s in [Shape.square(2), .rectangle(3, 4), .circle(5)] {
    switch s {
    case .square(let side), .rectangle(let side, _):
        print("side", side)
    case .circle(let r):
        print("radius", r)
    }
}
let point = (0, 7)
switch point {
case (let v, 0), (0, let v):
    print("on an axis at", v)
default:
    print("elsewhere")
}
let c: Character = "e"
switch c {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}
switch 5 {
case 1...3, 5: print("hit")
default: print("miss")
}

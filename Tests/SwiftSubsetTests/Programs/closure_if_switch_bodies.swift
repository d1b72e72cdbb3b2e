// A closure whose whole body is an `if` or `switch` expression returns its value (Swift 5.9).
let name = { (x: Int) -> String in switch x { case 1: "one"; default: "many" } }
print(name(1), name(2))
let sign: (Int) -> String = { x in if x > 0 { "pos" } else { "neg" } }
print(sign(1), sign(-1))
let labels = [3, -2, 0].map { n in
    if n > 0 { "up" } else if n < 0 { "down" } else { "flat" }
}
print(labels)
var total = 0
let add: (Int) -> Void = { x in if x > 0 { total += x } else { total -= 1 } }
add(5); add(-3)
print(total)
let grade = { (score: Int) -> Character in
    switch score {
    case 90...: "A"
    case 80..<90: "B"
    default: "C"
    }
}
print([95, 85, 10].map(grade))

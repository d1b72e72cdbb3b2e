for i in 1...3 { print(i, terminator: " ") }
print()
for i in 0..<5 where i % 2 == 0 { print(i, terminator: ",") }
print()
for i in stride(from: 10, to: 0, by: -3) { print(i, terminator: " ") }
print()
for i in (1...3).reversed() { print(i, terminator: " ") }
print()
for (i, v) in ["a", "b"].enumerated() { print(i, v) }
var n = 0
while n < 3 { n += 1 }
print(n)
repeat { n -= 1 } while n > 0
print(n)
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
let grade = 85
switch grade {
case 90...100: print("A")
case 80..<90: print("B")
default: print("C")
}
let ch = "e"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}
let point = (1, 0)
switch point {
case (0, 0): print("origin")
case (let x, 0): print("on x axis at", x)
case (0, _): print("on y axis")
default: print("elsewhere")
}
var count = 0
switch 5 {
case 5:
    count += 1
    fallthrough
case 6:
    count += 10
default:
    count += 100
}
print(count)
let value = 7
switch value {
case let v where v % 2 == 0: print("even", v)
case let v: print("odd", v)
}

var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print(steps)
var i = 0
repeat {
    i += 2
} while i < 7
print(i)
var found = -1
var k = 0
while true {
    k += 1
    if k * k > 50 { found = k; break }
}
print(found)
var odds: [Int] = []
var j = 0
while j < 10 {
    j += 1
    if j % 2 == 0 { continue }
    odds.append(j)
}
print(odds)

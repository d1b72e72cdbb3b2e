// Integer literals joined by arithmetic take the floating type of the expression they sit in.
let fahrenheit = 98.6
let celsius = 5 / 9 * (fahrenheit - 32)
print(celsius)
let share = 3 / 4 * 100.0
print(share)
let bonus = 10 / 4 + 0.5
print(bonus)
let nested = (1 + 2) * 3 / 4 * fahrenheit
print(nested)
let negative = -7 / 2 * 1.0
print(negative)
let rate: Double = 1 / 3
print(rate)
let width = 12.0
print(width * (1 / 2), (1 / 2) * width, 1 / 2 * width)
let whole = 7 / 2
print(whole, whole * 2)
var total = 0.0
total += 1 / 4 * 10.0
print(total)

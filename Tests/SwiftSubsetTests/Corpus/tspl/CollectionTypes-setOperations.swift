let oddDigits: Set = [1, 3, 5, 7, 9]
let evenDigits: Set = [0, 2, 4, 6, 8]
let singleDigitPrimeNumbers: Set = [2, 3, 5, 7]

let a =
oddDigits.union(evenDigits).sorted()
assert(a == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
let b =
oddDigits.intersection(evenDigits).sorted()
assert(b == [])
let c =
oddDigits.subtracting(singleDigitPrimeNumbers).sorted()
assert(c == [1, 9])
let d =
oddDigits.symmetricDifference(singleDigitPrimeNumbers).sorted()
assert(d == [1, 2, 9])
let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
let cityAnimals: Set = ["🐦", "🐭"]

let aa =
houseAnimals.isSubset(of: farmAnimals)
assert(aa == true)
let bb =
farmAnimals.isSuperset(of: houseAnimals)
assert(bb == true)
let cc =
farmAnimals.isDisjoint(with: cityAnimals)
assert(cc == true)

// Integer literals written into variables whose static type comes from calls the compiler does
// not type: Swift gives the literal the variable's type (Double here), Ints stay Ints.
let scores = ["ada": 1.5, "alan": 2.5]
var best = scores.values.max()!
best = 3
print(best / 2)
best += 7 / 2
print(best)
best -= 1
print(best)

var all = Array(scores.values).sorted()
all.append(4)
all.insert(0, at: 0)
print(all, all.max()! / 8)

let weights = [1.5, 2.5]
var doubled = weights.map { w in
    let twice = w * 2
    return twice
}
doubled.append(1)
print(doubled)

var steps = Array(["a": 1, "b": 2].values).sorted()
steps.append(3)
var counter = steps.count
counter = 7
print(steps, counter / 2)
var firstStep = steps.first!
firstStep = 9
print(firstStep / 2)

var flags = ["x": true].values.first!
flags = false
print(flags)

var e = weights.enumerated().map { $0.element * 2 }
e.append(1)
print(e)
var mid = weights.prefix(1).map { $0 }
mid.append(3)
print(mid)

let joined = doubled + [3]
print(joined, [4] + doubled, Array(scores.values).sorted() + [2])
var grown = doubled
grown += [7]
print(grown, steps + [4])

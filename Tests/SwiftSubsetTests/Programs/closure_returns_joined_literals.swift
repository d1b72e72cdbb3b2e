// Closures of several statements without a written result type: Swift infers the result
// from the first return, so an integer literal returned after a first return that gives a
// Double is a Double.

let readings = [0.5, 2.0, 6.5]

let clipped = readings.map { value in
    if value > 5 { return value }
    return 0
}
print(clipped)

let stepped = readings.map { value in
    if value > 6 { return value / 2 }
    if value > 1 { return 9 / 2 }
    return 1
}
print(stepped)

let guarded = readings.map { value in
    guard value < 6 else { return value - 1 }
    if value < 1 { return 5 / 4 }
    return 6
}
print(guarded)

let floor = { (x: Double) in
    if x >= 1 { return x }
    return 1
}
print(floor(0.25), floor(3))

let counts = [1, 4]
let halves = counts.map { n in
    if n > 2 { return Double(n) / 8 }
    return 3
}
let firstLiteral = counts.map { n in
    if n > 2 { return 7 / 2 }
    return n
}
print(firstLiteral)
print(halves)

let stillInts = counts.map { n in
    if n > 2 { return n }
    return 7 / 2
}
print(stillInts)

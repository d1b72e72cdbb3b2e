func area(radius: Double) -> Double {
    return 3.14 * radius * radius
}
let r = 2
print(area(radius: r))

let steps = 3
let distance: Double = steps
print(distance)

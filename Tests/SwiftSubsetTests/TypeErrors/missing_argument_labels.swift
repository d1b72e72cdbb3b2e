func area(width: Double, height: Double) -> Double { width * height }
print(area(2, 3))

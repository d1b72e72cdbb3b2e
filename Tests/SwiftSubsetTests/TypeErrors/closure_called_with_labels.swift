let area = { (width: Double, height: Double) -> Double in width * height }
print(area(width: 3, height: 4))

let limit: Float = 2
let steps = 3
print(limit < steps)

// Two arrays of different element types joined with +.
let counts = [1, 2]
let labels = ["x"]
print(counts + labels)

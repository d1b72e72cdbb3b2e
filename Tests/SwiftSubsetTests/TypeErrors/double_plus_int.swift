let width = 1.5
let extra = 2
print(width + extra)

// Float and Double operands do not mix; one must be converted.
let scale: Float = 1.5
let size = 2.0
print(scale * size)

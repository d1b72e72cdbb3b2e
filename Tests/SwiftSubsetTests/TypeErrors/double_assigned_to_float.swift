var speed: Float = 1
let measured: Double = 2
speed = measured
print(speed)

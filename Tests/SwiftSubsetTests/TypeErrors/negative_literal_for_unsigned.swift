// A byte cannot hold a negative number.
var brightness: UInt8 = 10
brightness = -1
print(brightness)

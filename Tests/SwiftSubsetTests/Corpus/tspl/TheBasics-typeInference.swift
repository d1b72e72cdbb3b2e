let meaningOfLife = 42
print(type(of: meaningOfLife))
let pi = 3.14159
print(type(of: pi))
let anotherPi = 3 + 0.14159
print(type(of: anotherPi))

class Box {}
let box = Box()
box = Box()
print(box)

class Car { var speed = 0 }
let car: Car? = Car()
car.speed = 3

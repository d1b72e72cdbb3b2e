enum Level { case low, high }
let l = Level(rawValue: 1)
print(l as Any)

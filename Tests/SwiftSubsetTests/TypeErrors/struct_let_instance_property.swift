struct Point {
    var x = 0
    var y = 0
}
let origin = Point()
origin.x = 3
print(origin)

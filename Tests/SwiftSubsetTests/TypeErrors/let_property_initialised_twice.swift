struct Point {
    let x: Int
    init(x: Int) {
        self.x = x
        self.x = x + 1
    }
}
print(Point(x: 1).x)

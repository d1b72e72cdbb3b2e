// A struct that is only Equatable as a set's element.
struct Point: Equatable {
    var x = 0
    var y = 0
}
var visited = Set<Point>()
visited.insert(Point())
print(visited.count)

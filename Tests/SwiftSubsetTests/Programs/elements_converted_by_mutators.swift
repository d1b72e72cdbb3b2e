// A value a mutating method stores takes the collection's element type: an unlabelled
// tuple drops its labels, a plain value becomes an optional.
func corner() -> (x: Int, y: Int) { (x: 3, y: 4) }

var byName: [String: (Int, Int)] = [:]
byName["origin"] = (x: 0, y: 0)
let previous = byName.updateValue(corner(), forKey: "origin")
print(previous as Any, byName)

var points: [(Int, Int)] = []
points.append(contentsOf: [corner(), (x: 5, y: 6)])
let labelled = [(x: 7, y: 8)]
points.append(contentsOf: labelled)
print(points)

var maybe: [String: Int?] = [:]
maybe.updateValue(5, forKey: "five")
maybe.updateValue(nil, forKey: "none")
print(maybe["five"] as Any, maybe["none"] as Any, maybe.count)

var scores: [Int?] = [1]
scores.append(contentsOf: [2, nil])
print(scores)

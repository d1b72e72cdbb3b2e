// A tuple bound to an unlabelled tuple type loses its labels, wherever the type is written:
// a constant, a return, a parameter, an array's append, a dictionary's value, a property.
func corner() -> (x: Int, y: Int) { return (x: 3, y: 4) }

let scores = ["ann": 7]
let pair: (String, Int) = scores.first!
print(pair)

let plain: (Int, Int) = corner()
print(plain, type(of: plain))

func unlabelled() -> (Int, Int) {
    let named = (width: 5, height: 6)
    return named
}
print(unlabelled())

func show(_ point: (Int, Int)) { print("point", point) }
show(corner())

var path: [(Int, Int)] = []
path.append(corner())
path.insert(corner(), at: 0)
path += [corner()]
print(path)

var byName: [String: (Int, Int)] = [:]
byName["c"] = corner()
print(byName)

struct Segment { var end: (Int, Int) }
var segment = Segment(end: corner())
print(segment)
segment.end = corner()
print(segment.end)

let maybe: (Int, Int)? = corner()
print(maybe as Any)

// The labels stay where no type drops them.
var labelled = [corner()]
labelled.append((7, 8))
print(labelled)
let sorted = scores.sorted { $0.key < $1.key }
print(sorted)

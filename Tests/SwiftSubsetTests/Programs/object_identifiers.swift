// ObjectIdentifier: comparing, hashing and keying by object identity.
class Player {
    let name: String
    init(_ name: String) { self.name = name }
}
final class Team {}

let ann = Player("ann"), bob = Player("bob")
let again = ann
print(ObjectIdentifier(ann) == ObjectIdentifier(again), ObjectIdentifier(ann) == ObjectIdentifier(bob))
print(ObjectIdentifier(ann) != ObjectIdentifier(bob))

var scores: [ObjectIdentifier: Int] = [:]
scores[ObjectIdentifier(ann), default: 0] += 3
scores[ObjectIdentifier(bob), default: 0] += 1
scores[ObjectIdentifier(again), default: 0] += 2
print(scores.count, scores[ObjectIdentifier(ann)]!, scores[ObjectIdentifier(bob)]!)

var seen = Set<ObjectIdentifier>()
for p in [ann, bob, again, ann] { seen.insert(ObjectIdentifier(p)) }
print(seen.count, seen.contains(ObjectIdentifier(bob)))

let id = ObjectIdentifier(Player.self)
print(id == ObjectIdentifier(Player.self), id == ObjectIdentifier(Team.self))
let a = ObjectIdentifier(ann), b = ObjectIdentifier(bob)
print((a < b) != (b < a), a < a)

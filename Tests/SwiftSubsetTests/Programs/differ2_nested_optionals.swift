// A nil optional bound to a nested optional type is wrapped whole (`.some(nil)`), `nil` and
// `.none` are the outer nil, and a dictionary whose values are optional keeps a nil value.
let missing: Int? = nil
let wrapped: Int?? = missing
print(wrapped as Any)
let outer: Int?? = nil
print(outer as Any)

var slot: Int?? = 1
print(slot as Any)
slot = missing
print(slot as Any)
slot = .none
print(slot as Any)
slot = 7
print(slot as Any)

func lookUp(_ found: Bool) -> Int?? {
    let value: Int? = found ? 3 : nil
    return value
}
print(lookUp(true) as Any, lookUp(false) as Any)

func nothing() -> String?? { return nil }
print(nothing() as Any)

var scores: [String: Int?] = [:]
scores["ada"] = missing
scores["alan"] = 41
print(scores.count, scores["ada"] as Any, scores["alan"] as Any, scores["bob"] as Any)
scores["alan"] = nil
print(scores.count, scores["alan"] as Any)

var note: String? = "draft"
note = .none
print(note as Any)
func show(_ value: Double?) { print(value as Any) }
show(.none)
show(2)

enum Mode { case none, fast }
let mode: Mode? = .none
print(mode as Any)

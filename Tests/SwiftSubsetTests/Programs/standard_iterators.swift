// Iterating standard collections by hand with makeIterator() and next().
let scores = [70, 85, 92]
var it = scores.makeIterator()
while let s = it.next() { print("score", s) }
print(it.next() as Any)
var letters = "héllo".makeIterator()
var copy = letters
print(letters.next()!, letters.next()!, copy.next()!)
var steps = (1...3).makeIterator()
var total = 0
while let n = steps.next() { total += n }
print(total)
var empty = [String]().makeIterator()
print(empty.next() as Any)
extension String {
    func words() -> [String] {
        var out: [String] = [], word = ""
        var chars = makeIterator()
        while let c = chars.next() {
            if c == " " { out.append(word); word = "" } else { word.append(c) }
        }
        out.append(word)
        return out
    }
}
print("one two three".words())

import Foundation

// `range(of:)` gives a range of the string's own indices: it reads, removes and replaces.
var sentence = "Hello there world"
let there = sentence.range(of: "there")!
print(sentence[there], sentence.distance(from: sentence.startIndex, to: there.lowerBound))
print(sentence[there.upperBound...], sentence[..<there.lowerBound] + "!")
sentence.removeSubrange(there)
print(sentence)
if let world = sentence.range(of: "world") { sentence.replaceSubrange(world, with: "Swift") }
print(sentence)
var dashed = "a-b-c"
while let dash = dashed.range(of: "-") { dashed.replaceSubrange(dash, with: "+") }
print(dashed)
let tail = dashed.dropFirst(2)
if let c = tail.range(of: "c") { print(dashed[c], dashed.distance(from: dashed.startIndex, to: c.lowerBound)) }
let accented = "cafe\u{301} noir"
if let noir = accented.range(of: "noir") { print(accented[noir], accented.distance(from: accented.startIndex, to: noir.lowerBound)) }
print(accented.range(of: "e") == nil, accented.range(of: "xyz") == nil)
if let loud = "Shout LOUD".range(of: "loud", options: .caseInsensitive) { print("Shout LOUD"[loud]) }

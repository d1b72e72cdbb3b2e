// A reversed, enumerated or zipped collection printed as it is (not made an array): Swift
// writes the lazy wrapper, its type and its bases.

let a = [3, 1, 2]
print(a.reversed())
print(["x", "y"].reversed())
print(a.enumerated())
print(zip(a, ["p", "q"]))
print("abc".reversed())
print([1.5].reversed())
let r = a.reversed()
print("\(a.reversed())")
print(Array(a.reversed()))
let words = ["tab\there", "quote\"d"]
print(words.reversed(), "and", zip(words, [true, false]))
print("interpolated: \(words.enumerated())")

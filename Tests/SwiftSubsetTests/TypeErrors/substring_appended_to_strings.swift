// A piece of a split appended to an array of Strings.
var kept: [String] = []
let fields = "x,y".split(separator: ",")
kept.append(fields[1])
print(kept)

// split with its options (maxSplits, omittingEmptySubsequences, whereSeparator) on strings
// and arrays, each compared with swiftc's output.
let record = "name=Ada=Lovelace"
let pair = record.split(separator: "=", maxSplits: 1)
print(pair, pair.count)
print(String(pair[0]), String(pair[1]))

let row = "1,,3,"
print(row.split(separator: ","))
print(row.split(separator: ",", omittingEmptySubsequences: false))
print(row.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
print(row.split(separator: ",", maxSplits: 0))
print("".split(separator: ","), "".split(separator: ",", omittingEmptySubsequences: false))

let spaced = "to  be or"
print(spaced.split(separator: " ", omittingEmptySubsequences: false).map(String.init))
print(spaced.split { $0 == " " })
print(spaced.split(maxSplits: 1, whereSeparator: { $0 == " " }))
print(spaced.split(omittingEmptySubsequences: false, whereSeparator: { $0 == " " }))

// A String separator is matched whole.
print("a--b----c".split(separator: "--"))
print("a--b----c".split(separator: "--", omittingEmptySubsequences: false))

// The closure runs once per character until the splits run out.
var looked = 0
let parts = "k1v2w3".split(maxSplits: 2, omittingEmptySubsequences: true) { c in
    looked += 1
    return c.isNumber
}
print(parts, looked)

// An array's pieces, read one by one.
let readings = [4, 0, 0, 7, 8, 0]
for piece in readings.split(separator: 0, omittingEmptySubsequences: false) {
    print(Array(piece), piece.count, piece.reduce(0, +))
}
let firstTwo = readings.split(separator: 0, maxSplits: 1)
print(firstTwo.count, firstTwo.map { Array($0) })
print(readings.split(maxSplits: 1, whereSeparator: { $0 > 5 }).map { $0.count })

// A program's own type named Index is the program's inside standard types' names, not String's.
struct Index { var i = 0 }
let a = [Index()]
print([type(of: a)])
print([type(of: Optional(Index()))])
debugPrint(type(of: a))
let s = "abc"
print([type(of: s.startIndex..<s.endIndex)])
print([type(of: s.startIndex)])

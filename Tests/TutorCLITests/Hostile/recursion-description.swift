// expect: limit
struct S: CustomStringConvertible { var description: String { "\(self)" } }
print(S())

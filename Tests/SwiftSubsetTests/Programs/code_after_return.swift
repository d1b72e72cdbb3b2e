// Statements after a `return` or `throw` never run; swiftc only warns about them, so a
// function ending with such statements still returns on every path.
enum Stop: Error { case now }

func first() -> Int {
    return 1
    print("never")
}

func pick(_ flag: Bool) -> String {
    if flag {
        return "yes"
        print("never")
    } else {
        return "no"
    }
}

func fail() throws -> Int {
    throw Stop.now
    print("never")
}

print(first(), pick(true), pick(false))
print((try? fail()) as Any)

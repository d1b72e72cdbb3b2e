// The property CustomStringConvertible requires is `description`: a misspelt name does not count.
struct Money: CustomStringConvertible {
    var cents: Int
    var desciption: String {
        "$\(cents / 100).\(cents % 100)"
    }
}

print(Money(cents: 1250))

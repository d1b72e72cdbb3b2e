// A call that is a function's or computed property's whole body takes the declared result
// type, so a closure whose first `return` is `return nil` knows what it is an optional of.

func evensDoubled(_ numbers: [Int]) -> [Int] {
    numbers.compactMap { n in
        let doubled = n * 2
        guard n % 2 == 0 else { return nil }
        return doubled
    }
}

func positives(_ numbers: [Int]) -> [Int?] {
    numbers.map { n in
        guard n > 0 else { return nil }
        return n
    }
}

struct Basket {
    var items: [(String, Int)]
    var inStock: [String] {
        items.compactMap { name, count in
            if count == 0 { return nil }
            return name.uppercased()
        }.sorted()
    }
    subscript(minimum: Int) -> [String] {
        items.compactMap { name, count in
            guard count >= minimum else { return nil }
            return name
        }
    }
}

print(evensDoubled([1, 2, 3, 4]))
print(positives([-1, 2, 0, 5]))
let basket = Basket(items: [("pear", 2), ("fig", 0), ("apple", 5)])
print(basket.inStock)
print(basket[2])

// Closures held in a tuple, called through a label or a position.
let ops: (add: (Int, Int) -> Int, negate: (Int) -> Int) = ({ $0 + $1 }, { -$0 })
print(ops.add(2, 3), ops.negate(4), ops.1(7))

// Bytes decoded as UTF-8 (an invalid byte becomes U+FFFD).
let bytes: [UInt8] = [72, 105, 0xE2, 0x82, 0xAC, 0xFF]
print(String(decoding: bytes, as: UTF8.self))
print(String(decoding: Array("héllo".utf8), as: UTF8.self).count)

// The same through an explicit getter.
struct Filtered {
    var values = [1, 2, 3]
    var large: [Int] { get { values.compactMap { v in if v < 2 { return nil }; return v } } }
}
print(Filtered().large)

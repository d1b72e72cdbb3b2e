// Keeping the even numbers among the words that are numbers.
let words = ["4", "seven", "10", "3"]
let evens = words.compactMap { word in
    guard let n = Int(word), n % 2 == 0 else { return nil }
    return n
}
print(evens)

// `lazy` views: closures run as elements are read, so a view of an endless range ends where
// its reader stops; a view's closure runs once per element read in one pass.
func isPrime(_ n: Int) -> Bool {
    n > 1 && !(2..<n).contains { d in d * d <= n && n % d == 0 }
}

let primes = (1...).lazy.filter(isPrime).prefix(10)
print(Array(primes))
for p in (100...).lazy.filter({ isPrime($0) }).prefix(3) { print(p) }

// A view of an endless range is a sequence: its closures may print, interleaved with the reader.
let traced = (1...).lazy
    .map { n -> Int in print("square", n); return n * n }
    .filter { n in print("test", n); return n % 2 == 1 }
    .prefix(2)
for x in traced { print("got", x) }
print(Array((0...).lazy.prefix(while: { $0 < 5 }).reversed()))

let squares = [1, 2, 3, 4].lazy.map { $0 * $0 }
print(squares.reduce(0, +))
print(Array(squares.filter { $0 % 2 == 0 }))
print("hello world".lazy.filter { $0 == "o" }.count)
print((1...20).lazy.map { $0 * 3 }.first(where: { $0 > 10 }) ?? -1)
print(Array([5, 6, 1, 7].lazy.drop(while: { $0 > 4 })))
print(Array(["1", "x", "3"].lazy.compactMap { Int($0) }))
print([3, 4].lazy.map { $0 + 1 }.first!)
print(Array((1...10).lazy.filter { $0.isMultiple(of: 2) }.dropFirst(2)))
print(Array((1...1_000_000_000).lazy.filter { $0 % 7 == 0 }.prefix(3).map { $0 * 2 }))
let words = ["swift", "lazy", "view"]
print(words.lazy.map { $0.uppercased() }.joined(separator: "-"))
print(words.lazy.filter { $0.count == 4 }.contains("lazy"))
print(Array(words.lazy.map { $0.count }.sorted().reversed()), words.lazy.map { $0.count }.max()!)

let letters: [Character] = ["d", "a", "c", "b"]
print(letters.sorted(), letters.max()!, letters.min()!)
let a: Character = "a"
let z: Character = "z"
print(a < z, "apple" < "banana", "Zebra" < "apple")
var histogram = Array(repeating: 0, count: 26)
let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
for ch in "hello world" {
    if let i = alphabet.firstIndex(of: ch) { histogram[i] += 1 }
}
var result = ""
for (i, n) in histogram.enumerated() where n > 0 { result += "\(alphabet[i])\(n) " }
print(result)
print(["b", "a", "C"].sorted(), ["b", "a", "C"].sorted { $0.lowercased() < $1.lowercased() })

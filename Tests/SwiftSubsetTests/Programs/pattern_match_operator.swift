// The program's own ~= operators in switch, if case and for case patterns.
struct Even {}
func ~= (_: Even, n: Int) -> Bool { n % 2 == 0 }
for n in 1...4 {
    switch n {
    case Even(): print(n, "even")
    default: print(n, "odd")
    }
}
func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }
switch 7 {
case { $0 > 5 }: print("big")
default: print("small")
}
struct Version { let major: Int, minor: Int }
struct VersionRange { let from: Int, to: Int }
func ~= (range: VersionRange, version: Version) -> Bool { (range.from...range.to).contains(version.major) }
let legacy = VersionRange(from: 1, to: 2)
for v in [Version(major: 1, minor: 4), Version(major: 3, minor: 0)] {
    switch v {
    case legacy: print("legacy", v.major)
    default: print("current", v.major)
    }
}
func ~= (prefix: String, value: String) -> Bool { value.hasPrefix(prefix) }
for word in ["apple", "banana", "apricot"] {
    switch word {
    case "ap": print(word, "starts with ap")
    case "b": print(word, "starts with b")
    default: print(word, "other")
    }
}
if case Even() = 10 { print("10 is even") }
for case Even() in [1, 2, 3, 4, 6] { print("an even number") }
switch 15 {
case 10...20: print("range still works")
default: print("no")
}
func ~= (list: [Int], value: Int) -> Bool { list.contains(value) }
switch 7 {
case [1, 7, 9]: print("7 in the list")
default: print("7 not in the list")
}
func ~= (set: Set<String>, value: String) -> Bool { set.contains(value) }
let vowels: Set<String> = ["a", "e", "i", "o", "u"]
for letter in ["e", "x"] {
    switch letter {
    case vowels: print(letter, "vowel")
    default: print(letter, "consonant")
    }
}

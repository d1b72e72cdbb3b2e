// Ranges whose bounds are Doubles or Strings: switch cases (one-sided too), contains, ~=,
// and how print and debugPrint write them.
func category(_ bmi: Double) -> String {
    switch bmi {
    case ..<18.5: return "under"
    case 18.5..<25: return "normal"
    case 25...29.9: return "over"
    case 40...: return "severe"
    default: return "obese"
    }
}
for value in [16.0, 18.5, 24.99, 29.9, 35.2, 40.0] {
    print(value, category(value))
}

func shelf(_ title: String) -> String {
    switch title {
    case ..."Hz": return "A-H"
    case "I"..<"Q": return "I-P"
    default: return "Q-Z"
    }
}
print(["Austen", "Ishiguro", "Woolf", "Hz"].map(shelf))

let comfortable = 19.5...23.0
let reading = 21.25
print(comfortable.contains(reading), comfortable.contains(23.5), (0.0..<1.0).contains(1.0))
print(comfortable ~= 20, 0.5..<0.75 ~= 0.75)
print(comfortable, 1.5..<2.5, "a"..."f")
debugPrint(comfortable)
print([0.0...1.0], ["a"..<"c"])

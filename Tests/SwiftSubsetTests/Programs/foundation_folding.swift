import Foundation

// `folding(options:locale:)`, Foundation's own folding, with the current locale or none.
let words = ["Crème Brûlée", "naïve", "Ångström", "ÉCOLE", "plain"]
for w in words {
    print(w.folding(options: .diacriticInsensitive, locale: .current))
}
print("Straße".folding(options: [.caseInsensitive], locale: nil))
print("ÀÉÎ".folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale.current))
print("ｗｉｄｅ".folding(options: .widthInsensitive, locale: nil))

func isPangram(_ text: String) -> Bool {
    let folded = text.folding(options: .diacriticInsensitive, locale: .current).lowercased()
    return "abcdefghijklmnopqrstuvwxyz".allSatisfy { folded.contains($0) }
}
print(isPangram("The quick brown fox jumps over the lazy dög"), isPangram("abc"))
print(Locale.current.identifier == Locale.current.identifier)

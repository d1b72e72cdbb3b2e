// `debugDescription` of standard values is what `debugPrint` shows: strings and characters in
// quotes with escapes, optionals wrapped, collections with quoted elements.
struct Label: CustomStringConvertible, CustomDebugStringConvertible {
    let text: String
    var description: String { "Label: \(text)" }
    var debugDescription: String { "Label(text: \(text.debugDescription))" }
}

let label = Label(text: "say \"hi\"")
print(label)
debugPrint(label)
print([label], String(reflecting: label))

let quote = "tab\there"
let letter: Character = "q"
print(quote.debugDescription, letter.debugDescription, 2.5.debugDescription, 0.1.debugDescription)
print(["a", "b"].debugDescription, [1: "x"].debugDescription, quote.description)

var nickname: String? = "Al"
print(nickname.debugDescription)
nickname = nil
print(nickname.debugDescription)
print(["hi", "yo"].map { $0.debugDescription }.joined(separator: " | "))

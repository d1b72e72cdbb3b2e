// A struct adopting Identifiable needs a property named `id`.
struct Note: Identifiable {
    var identifier: Int
    var text: String
}

let notes = [Note(identifier: 1, text: "milk")]
print(notes.map(\.text))

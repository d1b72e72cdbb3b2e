// A text field's text is a String?: it has to be unwrapped before it becomes a number.
struct Field {
    var text: String?
}

let ageField = Field(text: "42")
if let age = Int(ageField.text) {
    print("Next year you will be \(age + 1)")
}

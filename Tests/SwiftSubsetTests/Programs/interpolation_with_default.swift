// An Optional interpolated with a default: its value, or the default text when it is nil
// (the default is only evaluated then).
func fallback(_ text: String) -> String {
    print("fallback made")
    return text
}
var nickname: String? = nil
let age: Int? = 41
print("name: \(nickname, default: "none"), age: \(age, default: "?")")
print("again: \(nickname, default: fallback("anon"))")
nickname = "Kit"
print("now: \(nickname, default: fallback("anon"))")

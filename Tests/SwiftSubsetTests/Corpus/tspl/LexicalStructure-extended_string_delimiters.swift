let string = #"\(x) \ " \u{2603}"#
let escaped = "\\(x) \\ \" \\u{2603}"
print(string)
print(string == escaped)
print(###"Line 1\###nLine 2"###) // OK

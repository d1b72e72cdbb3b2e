// Without Foundation, the standard library's `contains` finds the empty string everywhere.
print("abc".contains(""))
let empty = ""
print("".contains(empty), "abc".contains("bc"))

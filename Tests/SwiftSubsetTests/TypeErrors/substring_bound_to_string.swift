// dropFirst() of a String bound to a String annotation.
let code = "#fff"
let hex: String = code.dropFirst()
print(hex)

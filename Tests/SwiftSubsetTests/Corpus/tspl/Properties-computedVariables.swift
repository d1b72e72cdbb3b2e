var a: Int { get { return 42 } set { print("set a to \(newValue)") } }
a = 37
print(a)

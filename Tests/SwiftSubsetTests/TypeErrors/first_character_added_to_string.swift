// An initial from a name's first character, joined to a dot.
let name = "Grace"
let initial = name.first!
print(initial + ".")

// A piece of a split passed where a String parameter is expected.
func greet(_ name: String) -> String { "hi " + name }
let names = "ann bo".split(separator: " ")
print(greet(names[0]))

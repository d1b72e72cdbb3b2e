func greet(_ n: String) { print(n) }
greet(name: "x")

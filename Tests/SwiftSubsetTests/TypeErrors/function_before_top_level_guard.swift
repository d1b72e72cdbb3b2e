// A function declared before a top-level `guard let` cannot read the name it binds (swiftc
// treats the top-level code's names as locals of that code); one declared after it can.
func doubled() -> Int { ready * 2 }
guard let ready = Int("21") else { fatalError("not a number") }
func tripled() -> Int { ready * 3 }
print(doubled(), tripled())

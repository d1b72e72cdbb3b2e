// A closure's $0 is immutable: its stored properties cannot be assigned.
struct S { var n = 0; var inner = T() }
struct T { var k = 0 }
let list = [S()]
list.forEach { $0.n = 3 }

struct S { var int: Int; var string: String }
let s = S(int: 42, string: "hello")

struct SS { var int = 10; var string: String }
let ss = SS(int: 42, string: "hello")

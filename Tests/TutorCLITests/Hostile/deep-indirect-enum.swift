// expect: ok|limit
indirect enum List { case end; case cons(Int, List) }
var l = List.end
for i in 0..<100_000 { l = .cons(i, l) }
print("built")

// expect: exception
var a = [1]
a.remove(at: Int.max)

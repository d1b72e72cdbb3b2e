// expect: exception
var a = [1]
a.insert(2, at: -1)

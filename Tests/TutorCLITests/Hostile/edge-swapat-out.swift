// expect: exception
var a = [1]
a.swapAt(0, 5)

// expect: limit
class A { var x = [1, 2, 3, 4, 5, 6, 7, 8] }
var all: [A] = []
while true { all.append(A()) }

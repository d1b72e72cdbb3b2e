var a = 1
a += 2

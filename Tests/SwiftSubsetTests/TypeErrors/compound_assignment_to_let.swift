let n = 1
n += 1

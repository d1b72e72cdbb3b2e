// expect: ok
print(1 << Int.min, 1 >> Int.min)

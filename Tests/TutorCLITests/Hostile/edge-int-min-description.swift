// expect: ok
print(Int.min, Int.max, String(Int.min, radix: 16))

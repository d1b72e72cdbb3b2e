// expect: ok|diagnostics
print(Int.min, Int.max, String(Int.min, radix: 16))

// expect: ok
print(Int(exactly: 1e300) as Any)

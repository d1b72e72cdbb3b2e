// expect: ok
print(Int("99999999999999999999999") as Any)

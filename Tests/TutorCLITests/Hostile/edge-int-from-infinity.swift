// expect: exception
print(Int(Double.infinity))

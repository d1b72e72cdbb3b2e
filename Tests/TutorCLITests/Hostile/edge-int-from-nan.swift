// expect: exception
print(Int(Double.nan))

// expect: exception|diagnostics
print(Int(Double.nan))

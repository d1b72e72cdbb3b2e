// expect: exception
print(Int(-9.25e18))

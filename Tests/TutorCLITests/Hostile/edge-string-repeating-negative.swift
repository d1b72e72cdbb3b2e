// expect: exception
print(String(repeating: "a", count: -1))

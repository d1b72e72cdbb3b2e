// expect: exception|diagnostics
print(Character(UnicodeScalar(0xD800)!))

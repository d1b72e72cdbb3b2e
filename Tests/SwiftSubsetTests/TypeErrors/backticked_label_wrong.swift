func check(`is` value: Int) -> Bool { value > 0 }
print(check(is: 2))
print(check(was: 2))

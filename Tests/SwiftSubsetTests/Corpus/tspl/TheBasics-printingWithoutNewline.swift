let someValue = 10
print(someValue, terminator: "")
print(someValue)

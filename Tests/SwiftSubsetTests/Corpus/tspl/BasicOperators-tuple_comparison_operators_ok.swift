let x = ("blue", -1) < ("purple", 1)        // OK, evaluates to true
print(x)

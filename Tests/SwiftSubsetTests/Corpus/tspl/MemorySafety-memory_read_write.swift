var one = 1

print("We're number \(one)!")

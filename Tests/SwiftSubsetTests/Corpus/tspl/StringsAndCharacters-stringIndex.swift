let greeting = "Guten Tag!"
print(
greeting[greeting.startIndex]
)
print(
greeting[greeting.index(before: greeting.endIndex)]
)
print(
greeting[greeting.index(after: greeting.startIndex)]
)
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(
greeting[index]
)
for index in greeting.indices {
   print("\(greeting[index]) ", terminator: "")
}
print("")

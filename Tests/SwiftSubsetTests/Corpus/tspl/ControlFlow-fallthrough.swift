let integerToDescribe = 5
var description = "The number \(integerToDescribe) is"
switch integerToDescribe {
   case 2, 3, 5, 7, 11, 13, 17, 19:
      description += " a prime number, and also"
      fallthrough
   default:
      description += " an integer."
}
print(description)

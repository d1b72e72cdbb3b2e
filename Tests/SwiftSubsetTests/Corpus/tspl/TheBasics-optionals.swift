let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(type(of: convertedNumber))
var serverResponseCode: Int? = 404
serverResponseCode = nil
var surveyAnswer: String?
if convertedNumber != nil {
   print("convertedNumber contains some integer value.")
}
if let actualNumber = Int(possibleNumber) {
   print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
} else {
   print("The string \"\(possibleNumber)\" couldn't be converted to an integer")
}
let myNumber = Int(possibleNumber)
if let myNumber = myNumber {
    // Here, myNumber is a non-optional integer
    print("My number is \(myNumber)")
}
if let myNumber {
    print("My number is \(myNumber)")
}

var emptyString = ""               // empty string literal
var anotherEmptyString = String()  // initializer syntax
assert(emptyString == anotherEmptyString)
if emptyString.isEmpty {
   print("Nothing to see here")
}

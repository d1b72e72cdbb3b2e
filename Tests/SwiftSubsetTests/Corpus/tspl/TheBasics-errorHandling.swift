enum SimpleError: Error {
   case someError
}
let condition = true
func canThrowAnError() throws {
   // this function may or may not throw an error
   if condition {
      throw SimpleError.someError
   }
}
do {
   try canThrowAnError()
   print("No Error")
   // no error was thrown
} catch {
   print("Error")
   // an error was thrown
}

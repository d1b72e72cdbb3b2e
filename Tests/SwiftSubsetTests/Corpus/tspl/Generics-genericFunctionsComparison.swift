func swapTwoInts(_ a: inout Int, _ b: inout Int)
{
   let temporaryA = a
   a = b
   b = temporaryA
}
func swapTwoValues<T>(_ a: inout T, _ b: inout T)
{
   let temporaryA = a
   a = b
   b = temporaryA
}

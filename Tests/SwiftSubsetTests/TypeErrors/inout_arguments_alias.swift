// One variable passed to two inout parameters of a call.
var stock = 1
func combine(_ a: inout Int, _ b: inout Int) { a += b }
combine(&stock, &stock)
print(stock)

func g(`var` x: Int) {}
func f(var x: Int) {}

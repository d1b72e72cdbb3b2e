func g(`let` x: Int) {}
func f(let x: Int) {}

func f(callback: () -> Int) {}
func f(callback: () throws -> Int) {} // Allowed

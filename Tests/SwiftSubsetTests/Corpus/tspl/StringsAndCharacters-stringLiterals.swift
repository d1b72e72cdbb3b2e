let someString = "Some string literal value"

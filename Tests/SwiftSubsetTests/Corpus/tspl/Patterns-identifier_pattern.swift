let someValue = 42

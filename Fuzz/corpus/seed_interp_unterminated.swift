print("a \(1 + ")

let range = 1...0

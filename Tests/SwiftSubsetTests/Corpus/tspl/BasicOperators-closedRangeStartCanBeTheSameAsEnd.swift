let range = 1...1

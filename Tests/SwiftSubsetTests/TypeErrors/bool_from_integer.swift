let done: Bool = 1
print(done)

var history = []
history.append("home")
print(history.count)

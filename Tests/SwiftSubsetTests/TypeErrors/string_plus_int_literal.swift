let label = "Age: " + 30
print(label)

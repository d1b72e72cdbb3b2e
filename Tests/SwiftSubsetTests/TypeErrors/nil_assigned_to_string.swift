var name = "Ada"
name = nil
print(name)

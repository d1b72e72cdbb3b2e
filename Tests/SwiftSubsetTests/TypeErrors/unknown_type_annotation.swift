let greeting: Strng = "Hello"
print(greeting)

let (firstNumber, secondNumber) = (10, 42)
print("The first number is \(firstNumber).")
print("The second number is \(secondNumber).")

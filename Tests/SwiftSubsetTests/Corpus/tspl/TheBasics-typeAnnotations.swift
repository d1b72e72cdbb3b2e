var welcomeMessage: String
welcomeMessage = "Hello"
print(welcomeMessage)
var red, green, blue: Double

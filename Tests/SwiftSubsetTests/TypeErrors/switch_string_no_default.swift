let command = "go"
switch command {
case "go":
    print("Going")
case "stop":
    print("Stopping")
}

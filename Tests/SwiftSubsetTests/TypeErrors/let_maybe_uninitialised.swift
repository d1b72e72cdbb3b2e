let ready = true
let message: String
if ready {
    message = "go"
}
print(message)

var text = "abc"
while text {
    text = ""
}

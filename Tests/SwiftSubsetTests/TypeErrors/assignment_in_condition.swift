var name = "Ada"
if name = "Ada" {
    print("Hello, Ada")
}

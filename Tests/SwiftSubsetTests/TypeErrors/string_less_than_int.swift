let word = "pear"
if word < 3 {
    print("short")
}

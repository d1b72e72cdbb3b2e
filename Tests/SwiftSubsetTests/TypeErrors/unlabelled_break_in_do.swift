do {
    print("x")
    break
}

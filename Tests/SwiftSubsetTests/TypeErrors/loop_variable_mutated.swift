for i in 0..<3 {
    i += 1
    print(i)
}

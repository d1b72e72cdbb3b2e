let count = 5
if let c = count {
    print(c)
}

for (row, column) in 0..<3 {
    print(row, column)
}

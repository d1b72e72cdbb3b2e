for i in 0..<3 {
    if i > 0 { break nowhere }
}

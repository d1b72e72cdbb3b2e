for i in 0..<3 {
    inner: if i > 0 { continue inner }
}

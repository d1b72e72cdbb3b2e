let n = 3
if n > 1 {
    break
}

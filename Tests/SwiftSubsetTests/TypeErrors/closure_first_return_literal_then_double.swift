let lengths = [0.5, 3.0]
let clamped = lengths.map { length in
    if length > 2 { return 2 }
    return length
}
print(clamped)

let double: (Int) -> Int = { n in
    return "\(n * 2)"
}
print(double(2))

func bump(_ n: Int) -> Int {
    n += 1
    return n
}
print(bump(1))

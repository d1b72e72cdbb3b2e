func firstEven(in numbers: [Int]) -> Int {
    for n in numbers where n % 2 == 0 {
        return n
    }
    return
}

print(firstEven(in: [1, 4, 5]))

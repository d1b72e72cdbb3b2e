func square(_ n: Int) -> Int {
    return n * n
}
let input = "3"
print(square(input))

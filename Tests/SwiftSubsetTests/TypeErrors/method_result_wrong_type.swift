func double(_ x: Int) -> Int {
    return x * 2
}
let text: String = double(4)
print(text)

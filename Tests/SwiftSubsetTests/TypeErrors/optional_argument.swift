func double(_ n: Int) -> Int {
    return n * 2
}
let typed: Int? = 3
print(double(typed))

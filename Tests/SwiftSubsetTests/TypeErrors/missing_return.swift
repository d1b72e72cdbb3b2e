func sign(_ n: Int) -> String {
    if n > 0 {
        return "+"
    }
}
print(sign(1))

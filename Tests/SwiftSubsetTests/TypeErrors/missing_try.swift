enum LoadError: Error { case missing }
func load() throws -> Int {
    return 1
}
let value = load()
print(value)

enum LoadError: Error { case missing }
func load(_ name: String) throws -> String {
    if name.isEmpty { throw LoadError.missing }
    return "contents of \(name)"
}
func show(_ name: String) {
    let text = try load(name)
    print(text)
}
show("notes")

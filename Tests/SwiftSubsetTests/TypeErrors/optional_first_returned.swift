func firstName(in names: [String]) -> String {
    return names.first
}
print(firstName(in: ["Ada", "Alan"]))

let name = "Ada"
let items = ["pen", "ink"]
let report = """
    Report for \(name)
      items: \(items.count)
      first: \(items.first ?? "none")
    total: \(items.map { $0.count }.reduce(0, +)) letters
    """
print(report)
let escaped = """
    Tab:\tEnd
    Quote: "yes"
    Backslash: \\
    """
print(escaped)
let empty = """
    """
print("[\(empty)]", empty.isEmpty)

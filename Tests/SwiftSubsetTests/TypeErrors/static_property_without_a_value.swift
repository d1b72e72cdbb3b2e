struct Theme {
    static let cornerRadius: Double
    static let accent = "blue"
}

print(Theme.accent)

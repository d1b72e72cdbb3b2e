func title() -> String {
    return 5
}
print(title())

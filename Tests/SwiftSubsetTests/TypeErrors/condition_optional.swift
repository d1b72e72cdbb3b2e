let found: Int? = 1
if found {
    print("found")
}

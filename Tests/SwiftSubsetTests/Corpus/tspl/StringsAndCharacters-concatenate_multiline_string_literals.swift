let badStart = """
    one
    two
    """
let end = """
    three
    """
print(badStart + end)
let goodStart = """
    one
    two

    """
print(goodStart + end)

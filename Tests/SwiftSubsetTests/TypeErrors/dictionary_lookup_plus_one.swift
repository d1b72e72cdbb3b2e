var stock = ["apples": 3, "pears": 5]
let more = stock["apples"] + 1
print(more)

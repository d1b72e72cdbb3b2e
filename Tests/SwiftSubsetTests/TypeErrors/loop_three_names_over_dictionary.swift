let stock = ["apple": 3, "pear": 5]
for (name, count, price) in stock {
    print(name, count, price)
}

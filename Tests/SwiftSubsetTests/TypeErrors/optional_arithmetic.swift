let bonus: Int? = 2
let total = bonus + 1
print(total)

let names = ["Zoe", "Adam"]
let ordered = names.sorted { name in name.count > 2 }
print(ordered)

var airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]

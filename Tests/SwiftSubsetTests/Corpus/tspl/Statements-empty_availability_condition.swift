if #available(*) { print("1") }

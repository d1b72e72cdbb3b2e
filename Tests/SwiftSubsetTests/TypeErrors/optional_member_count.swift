let nickname: String? = "Ada"
print(nickname.count)

final class Token { var text = "" }
class Keyword: Token { var reserved = true }
print(Keyword().text)

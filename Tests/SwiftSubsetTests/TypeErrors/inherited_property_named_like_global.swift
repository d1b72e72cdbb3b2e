let count = 10
class Base {
    var count = 0
}
class Sub: Base {
    var extra: Int
    override init() {
        extra = count
        super.init()
    }
}
print(Sub().extra)

struct Size {
    var width: Int
    var height: Int
}
let s = Size(width: 3)
print(s)

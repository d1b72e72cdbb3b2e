struct Size {
    var width: Int
}
let s = Size(w: 3)
print(s)

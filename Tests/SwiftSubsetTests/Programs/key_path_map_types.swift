// map(\.path) takes the path's value type, so Float arithmetic on the result stays single precision.
struct Size { var w: Float; var h: Float; var area: Float { w * h } }
struct Item { var name: String; var size: Size; var tag: String? }
let items = [Item(name: "a", size: Size(w: 1.5, h: 2), tag: nil), Item(name: "b", size: Size(w: 0.1, h: 0.2), tag: "t")]
let ws = items.map(\.size.w)
print(ws, type(of: ws))
print(ws.reduce(0, +) / 3)
let areas = items.map(\.size.area)
print(areas, type(of: areas))
print(areas[1] * 3)
let tags = items.map(\.tag)
print(tags, type(of: tags))
let c = items.compactMap(\.tag)
print(c, type(of: c))
let sizes = items.map(\.size)
print(type(of: sizes))
let n = [1, 2].map(\.self)
print(n, type(of: n))
let total = items.map(\.size.h).reduce(0, +)
print(total)
let lens = ["ab", "c"].map(\.count)
print(lens, type(of: lens))

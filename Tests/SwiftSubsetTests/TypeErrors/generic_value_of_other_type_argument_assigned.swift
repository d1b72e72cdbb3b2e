struct Tray<Item> { var item: Item }
var tray = Tray<String>(item: "cup")
tray = Tray<Int>(item: 3)
print(tray.item)

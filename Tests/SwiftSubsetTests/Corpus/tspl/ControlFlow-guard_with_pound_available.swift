@available(macOS 10.12, *)
struct ColorPreference {
    var bestColor = "blue"
}

func chooseBestColor() -> String {
   guard #available(macOS 10.12, *) else {
       return "gray"
   }
   let colors = ColorPreference()
   return colors.bestColor
}
print(chooseBestColor())

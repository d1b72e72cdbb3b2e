struct Color {
   let red, green, blue: Double
   init(red: Double, green: Double, blue: Double) {
      self.red   = red
      self.green = green
      self.blue  = blue
   }
   init(white: Double) {
      red   = white
      green = white
      blue  = white
   }
}

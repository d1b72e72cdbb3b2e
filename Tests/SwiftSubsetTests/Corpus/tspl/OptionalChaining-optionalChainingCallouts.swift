func printNumberOfRooms() {
   let numberOfRooms = 3
   print("The number of rooms is \(numberOfRooms)")
}

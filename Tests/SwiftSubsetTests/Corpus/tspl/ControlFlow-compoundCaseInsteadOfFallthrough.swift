let anotherCharacter: Character = "a"
switch anotherCharacter {
   case "a", "A":
      print("The letter A")
   default:
      print("Not the letter A")
}

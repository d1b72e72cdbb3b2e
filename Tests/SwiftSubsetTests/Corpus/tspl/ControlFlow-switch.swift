let someCharacter: Character = "z"
switch someCharacter {
   case "a":
      print("The first letter of the Latin alphabet")
   case "z":
      print("The last letter of the Latin alphabet")
   default:
      print("Some other character")
}

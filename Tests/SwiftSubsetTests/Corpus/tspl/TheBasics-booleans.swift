let orangesAreOrange = true
let turnipsAreDelicious = false
if turnipsAreDelicious {
   print("Mmm, tasty turnips!")
} else {
   print("Eww, turnips are horrible.")
}

struct Fahrenheit {
   var temperature = 32.0
}

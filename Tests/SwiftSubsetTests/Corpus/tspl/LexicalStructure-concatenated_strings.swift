let textA = "Hello " + "world"
let textB = "Hello world"

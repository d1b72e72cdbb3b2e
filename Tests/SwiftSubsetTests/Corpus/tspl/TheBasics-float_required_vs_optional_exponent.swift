let hexWith = 0x1.5p7
let decimalWithout = 0.5
let decimalWith = 0.5e7

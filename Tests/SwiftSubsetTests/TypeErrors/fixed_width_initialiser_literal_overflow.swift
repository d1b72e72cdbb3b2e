// An Int8 holds -128...127.
let temperature = Int8(140)
print(temperature)

// expect: limit
let f = { while true {} }
f()

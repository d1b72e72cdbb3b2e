// expect: diagnostics
let x = 1 +

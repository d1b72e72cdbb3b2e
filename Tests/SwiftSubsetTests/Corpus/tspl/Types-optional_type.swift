var optionalInteger: Int?
optionalInteger = 42
let r0 =
optionalInteger! // 42
assert(r0 == 42)

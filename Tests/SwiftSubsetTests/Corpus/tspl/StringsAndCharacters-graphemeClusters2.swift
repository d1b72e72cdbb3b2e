let precomposed: Character = "\u{D55C}"                  // 한
assert(precomposed == "한")
let decomposed: Character = "\u{1112}\u{1161}\u{11AB}"   // ᄒ, ᅡ, ᆫ
assert(decomposed == "한")

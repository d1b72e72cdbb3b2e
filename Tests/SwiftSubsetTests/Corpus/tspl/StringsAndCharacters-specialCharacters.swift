let wiseWords = "\"Imagination is more important than knowledge\" - Einstein"
print(wiseWords)
let dollarSign = "\u{24}"        // $,  Unicode scalar U+0024
assert(dollarSign == "$")
let blackHeart = "\u{2665}"      // ♥,  Unicode scalar U+2665
assert(blackHeart == "♥")
let sparklingHeart = "\u{1F496}" // 💖, Unicode scalar U+1F496
assert(sparklingHeart == "💖")

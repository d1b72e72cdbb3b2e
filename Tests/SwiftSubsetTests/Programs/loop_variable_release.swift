// A for-in loop's variable is released when the loop ends, not when the function returns.
class Token {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("freed", n) }
}

var held: [Token] = [Token(1), Token(2)]

func visitThenDrop() {
    for token in held where token.n > 1 {
        print("visit", token.n)
    }
    held.removeAll()
    print("after removeAll")
}

visitThenDrop()
print("after the call")
for token in [Token(3)] {
    print("top-level visit", token.n)
}
print("after the top-level loop")

// A break naming a labelled `do`, `if` or `switch` ends that statement, not the program.
func classify(_ x: Int) -> String {
    check: do {
        if x < 0 { break check }
        return "non-negative"
    }
    return "negative"
}
print(classify(-1), classify(2))

outer: do {
    print("in do")
    if classify(3) == "non-negative" { break outer }
    print("not reached")
}
print("after do")

let n = 5
sizeCheck: if n > 0 {
    if n > 3 { break sizeCheck }
    print("small positive")
} else {
    print("not positive")
}
print("after if")

for i in 0..<3 {
    block: do {
        if i == 1 { break block }
        print("iteration", i)
    }
    print("end of iteration", i)
}

rows: for row in 0..<3 {
    pick: switch row {
    case 0:
        for column in 0..<3 {
            if column == 1 { break pick }
            print("row 0 column", column)
        }
        print("not reached")
    case 1:
        continue rows
    default:
        break rows
    }
    print("after switch in row", row)
}

var total = 0
scan: for value in [3, 8, -1, 4] {
    guarded: if value > 0 {
        if value > 5 { break guarded }
        total += value
    } else {
        break scan
    }
}
print("total", total)

for i in 0..<3 {
    do {
        if i == 1 { break }
        print("plain do", i)
    }
}

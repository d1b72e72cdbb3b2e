enum Align { case left, right, centre }

func pad(_ blanks: Int, _ align: Align) -> String {
    let pre: Int, post: Int
    switch align {
    case .left:
        (pre, post) = (0, blanks)
    case .right:
        (pre, post) = (blanks, 0)
    case .centre:
        let half = blanks / 2
        (pre, post) = (half, blanks - half)
    }
    return "\(pre) \(post)"
}
print(pad(3, .left), pad(2, .right), pad(5, .centre))
var grid = [0, 0]
let k: Int
(k, grid[1]) = (4, 9)
print(k, grid)

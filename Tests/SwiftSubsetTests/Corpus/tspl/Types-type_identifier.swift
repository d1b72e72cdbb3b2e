typealias Point = (Int, Int)
let origin: Point = (0, 0)

prefix operator +++
postfix operator ---
extension Int {
    static prefix func +++ (x: Int) -> Int {
        return x * 2
    }
}
extension Int {
    static postfix func --- (x: Int) -> Int {
        return x - 1
    }
}
let x = +++1---
let y = +++(1---)
let z = (+++1)---
print(x, y, z)

func binarySearch(_ a: [Int], _ target: Int) -> Int? {
    var lo = 0
    var hi = a.count - 1
    while lo <= hi {
        let mid = (lo + hi) / 2
        if a[mid] == target { return mid }
        if a[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
    }
    return nil
}
let data = [1, 3, 5, 7, 9, 11]
for t in [7, 1, 11, 4] {
    if let i = binarySearch(data, t) { print("\(t) at \(i)") } else { print("\(t) missing") }
}
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(48, 18), gcd(17, 5))
func power(_ b: Int, _ e: Int) -> Int { e == 0 ? 1 : b * power(b, e - 1) }
print(power(2, 10), power(3, 4))

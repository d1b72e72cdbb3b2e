let nums = [1, 2, 3]
let s: [String] = nums.map { $0 * 2 }
print(s)

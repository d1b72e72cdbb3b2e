// expect: ok|limit
import UIKit
let top = UIView()
var v = top
for _ in 0..<20_000 { let s = UIView(); v.addSubview(s); v = s }
print("deep")

// expect: exception
// reason: Can't add self as subview
import UIKit
let v = UIView()
v.addSubview(v)
print("unreachable")

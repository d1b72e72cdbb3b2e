// expect: exception
import UIKit
let a = UIView(); let b = UIView(); let c = UIView()
a.addSubview(b); b.addSubview(c); c.addSubview(a)
print("unreachable")

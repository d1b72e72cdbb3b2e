// expect: exception|diagnostics
import UIKit
let a = UIView(); let b = UIView()
a.addSubview(b)
b.insertSubview(a, at: 0)

// expect: exception
import UIKit
let w = UIWindow()
w.addSubview(w)

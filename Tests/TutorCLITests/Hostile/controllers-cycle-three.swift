// expect: exception
import UIKit
let a = UIViewController(); let b = UIViewController(); let c = UIViewController()
a.addChild(b); b.addChild(c); c.addChild(a)

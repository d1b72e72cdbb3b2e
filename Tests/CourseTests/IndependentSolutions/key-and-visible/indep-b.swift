// verdict: pass
// reason: a new window is hidden and not key; makeKeyAndVisible shows it and makes it key; a second
// reason: window made key takes the key status but main stays visible; making main key again takes it back,
// reason: banner stays visible.
import UIKit

let main = UIWindow()
main.rootViewController = UIViewController()
print("main: hidden \(main.isHidden), key \(main.isKeyWindow)")

main.makeKeyAndVisible()
print("main: hidden \(main.isHidden), key \(main.isKeyWindow)")

let banner = UIWindow()
banner.rootViewController = UIViewController()
banner.makeKeyAndVisible()
print("main: hidden \(main.isHidden), key \(main.isKeyWindow)")
print("banner: hidden \(banner.isHidden), key \(banner.isKeyWindow)")

main.makeKeyAndVisible()
print("main: hidden \(main.isHidden), key \(main.isKeyWindow)")
print("banner: hidden \(banner.isHidden), key \(banner.isKeyWindow)")

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
main: hidden true, key false
main: hidden false, key true
main: hidden false, key false
banner: hidden false, key true
main: hidden false, key true
banner: hidden false, key false
"""

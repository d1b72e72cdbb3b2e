// verdict: fail
// reason: believes only the key window is visible: showing banner hides main, and the reverse.
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
main: hidden true, key false
banner: hidden false, key true
main: hidden false, key true
banner: hidden true, key false
"""

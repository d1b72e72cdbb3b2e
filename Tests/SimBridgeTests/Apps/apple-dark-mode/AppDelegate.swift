/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The application delegate. Nothing interesting to see here.
*/

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

}


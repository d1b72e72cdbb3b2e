/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The app delegate manages shared behaviors of the app.
*/

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

}


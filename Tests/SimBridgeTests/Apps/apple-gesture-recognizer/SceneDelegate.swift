/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The scene delegate class that Xcode generates.
*/

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}


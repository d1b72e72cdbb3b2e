/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The UIWindowSceneDelegate for this sample app.
*/

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

}


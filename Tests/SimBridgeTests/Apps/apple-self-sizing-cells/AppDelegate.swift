/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The application delegate.
*/

import UIKit

// This file isn't central to the sample. See `CustomCell.setUpLabelsAndConstraints()`, which is the main focus of this sample.

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    
    var window: UIWindow?
    
}

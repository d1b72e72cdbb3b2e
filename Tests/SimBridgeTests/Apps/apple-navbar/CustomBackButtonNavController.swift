/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Navigation controller subclass used for the Custom Back Button example.
*/

import UIKit

class CustomBackButtonNavController: UINavigationController { }

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A subclass of `ColorsViewControllerBase` that adds support for Peek and Pop by using the
 storyboard.

 This class intentionally adds no additional code to the base class as none is needed.
*/

import UIKit

class ColorsViewControllerStoryboard: ColorsViewControllerBase {

}

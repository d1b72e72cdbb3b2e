import SwiftSubset
import UIKitSim

extension UIKitHost {
    /// `UIView.sizeToFit()` for scripts (UIKitSim's `UIView+SizeToFit.swift`: a UIKit view's
    /// fitted size is not measured, so its frame is unknown afterwards).
    func addSizeToFit() {
        let bridge = bridge
        view.define("sizeToFit()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UIView)?.sizeToFit() }
            return .void
        }
    }
}

import Foundation

extension UIView {
    /// Resizes the view to the size that fits its content (Apple, `sizeToFit()`: "Call this
    /// method when you want to resize the current view so that it uses the most appropriate amount
    /// of space"; it asks `sizeThatFits(_:)`). A plain `UIView` answers its current size (Apple,
    /// `sizeThatFits(_:)`: "The default implementation of this method returns the existing size of
    /// the view"), so nothing changes. UIKit's other views measure their content (text in a font,
    /// an image, a control's or a progress bar's style), which UIKitSim does not: their frame is
    /// unknown afterwards, and reading it is refused rather than guessed (`isFrameKnown`).
    public func sizeToFit() {
        if type(of: self) != UIView.self { autoLayout.sizedToFitContent = true }
    }
}

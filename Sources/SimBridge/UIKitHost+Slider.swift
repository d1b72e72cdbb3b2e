import SwiftSubset
import UIKitSim

/// `UISlider`: `value`, `minimumValue`, `maximumValue` (Floats, shown as Swift prints them),
/// `isContinuous` and `setValue(_:animated:)`, with UIKit's clamping (UIValueControls.swift).
/// Its `.valueChanged` actions (storyboard or `addTarget`) go through the one control mechanism.
extension UIKitHost {
    func addSlider() {
        let bridge = bridge
        let slider = ui.slider
        slider.describe = { "\($0)" }
        defineFrameInits(slider) { UISlider() }
        let numbers: [(String, ReferenceWritableKeyPath<UISlider, Float>)] = [
            ("value", \.value), ("minimumValue", \.minimumValue), ("maximumValue", \.maximumValue),
        ]
        for (name, path) in numbers {
            slider.properties[name] = numberProperty(UISlider.self, get: { Self.shownAsSwiftPrintsIt($0[keyPath: path]) },
                                                     set: { $0[keyPath: path] = Float($1) })
            // Typed, so arithmetic on it is refused as the interpreter's Float arithmetic is.
            slider.propertyTypes[name] = "Float"
        }
        slider.properties["isContinuous"] = boolProperty(UISlider.self, get: { $0.isContinuous }, set: { $0.isContinuous = $1 })
        slider.define("setValue(_:animated:)") { object, args throws(Interrupt) -> Value in
            let value = args.first.flatMap(Self.number) ?? 0
            try bridge.perform { (object as? UISlider)?.setValue(Float(value), animated: Self.bool(args, 1)) }
            return .void
        }
    }
}

import SwiftSubset
import UIKitSim

/// A view's `layer` (`CALayer`) and `UIColor.cgColor` (`CGColor`): values a program sets and
/// reads back; UIKitSim draws nothing.
extension UIKitHost {
    func addLayers() {
        let host = self
        view.properties["layer"] = objectProperty(UIView.self) { $0.layer }
        let layer = ui.layer
        layer.describe = { "\($0)" }
        layer.properties["cornerRadius"] = numberProperty(CALayer.self, get: { Double($0.cornerRadius) },
                                                          set: { $0.cornerRadius = CGFloat($1) })
        layer.properties["borderWidth"] = numberProperty(CALayer.self, get: { Double($0.borderWidth) },
                                                         set: { $0.borderWidth = CGFloat($1) })
        layer.properties["masksToBounds"] = boolProperty(CALayer.self, get: { $0.masksToBounds }, set: { $0.masksToBounds = $1 })
        layer.properties["borderColor"] = settableObjectProperty(CALayer.self, CGColor.self,
                                                                 get: { $0.borderColor }, set: { $0.borderColor = $1 })
        let cgColor = ui.cgColor
        cgColor.describe = { "\($0)" }
        cgColor.isEqual = { ($0 as? CGColor)?.isEqual($1) ?? false }
        ui.color.properties["cgColor"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value((object as? UIColor)?.cgColor)
        })
        ui.color.defineInit("init(cgColor:)") { args, _ throws(Interrupt) -> AnyObject in
            guard let color = args.first.flatMap(Self.native) as? CGColor else {
                throw .fatal("Fatal error: UIColor(cgColor:) expects a CGColor")
            }
            return color.uiColor
        }
    }
}

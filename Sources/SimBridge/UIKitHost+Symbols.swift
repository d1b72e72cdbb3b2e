import SwiftSubset
import UIKitSim

/// Symbol images made with a configuration (`UIImage.SymbolConfiguration(pointSize:)`,
/// `UIImage(systemName:withConfiguration:)`; the configuration has no public getters in UIKit,
/// and `symbolConfiguration` is not offered: what a device answers for a symbol made without a
/// configuration is not documented) and the image literal Xcode writes for an asset (`#imageLiteral(resourceName:)`, which Swift turns into UIImage's
/// `init(imageLiteralResourceName:)`). UIKitSim draws nothing: each is a record of what the
/// program asked for.
extension UIKitHost {
    func addSymbolConfigurations() {
        let configuration = ui.symbolConfiguration
        configuration.describe = { "\($0)" }
        configuration.defineInit("init(pointSize:)") { args, _ throws(Interrupt) -> AnyObject in
            guard let size = args.first.flatMap(Self.number) else {
                throw .fatal("Fatal error: UIImage.SymbolConfiguration(pointSize:) expects a number")
            }
            return UIImage.SymbolConfiguration(pointSize: CGFloat(size))
        }
        let image = ui.image
        image.defineInit("init(systemName:withConfiguration:)") { args, _ throws(Interrupt) -> AnyObject in
            guard args.count == 2, let name = Self.text(args[0]) else {
                throw .fatal("Fatal error: UIImage(systemName:withConfiguration:) expects a name and a configuration")
            }
            return UIImage(systemName: name, withConfiguration: Self.native(args[1]) as? UIImage.SymbolConfiguration)
        }
        image.defineInit("init(imageLiteralResourceName:)") { args, _ throws(Interrupt) -> AnyObject in
            guard let name = args.first.flatMap(Self.text) else {
                throw .fatal("Fatal error: #imageLiteral(resourceName:) expects a name")
            }
            return UIImage(named: name)
        }
    }
}

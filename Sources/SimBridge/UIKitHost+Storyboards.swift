import Foundation
import SwiftSubset
import UIKitSim

/// The object scripts reach as `Bundle.main` (the simulator has one bundle).
final class MainBundleToken {}

extension UIKitHost {
    /// `UIStoryboard(name:bundle:)`, its instantiate methods, `Bundle.main`, and a controller's
    /// `storyboard`.
    func addStoryboards(to module: inout HostModule) {
        let bridge = bridge
        let host = self
        storyboard.describe = { "\($0)" }
        let bundle = HostClass(name: "Bundle")
        let token = MainBundleToken()
        bundle.describe = { _ in "NSBundle </var/containers/Bundle/Application/App.app> (loaded)" }
        let main: () throws(Interrupt) -> Value = { .native(NativeBox(object: token, hostClass: bundle)) }
        bundle.staticMembers["main"] = main

        storyboard.defineInit("init(name:bundle:)") { args, _ throws(Interrupt) -> AnyObject in
            guard case .string(let name)? = args.first?.optionalPayload else {
                throw .fatal("Fatal error: UIStoryboard(name:bundle:) expects a String name")
            }
            let made = bridge.within { UIStoryboard(name: name, bundle: nil) }
            try bridge.surface()
            return made
        }
        storyboard.define("instantiateInitialViewController()") { object, _ throws(Interrupt) -> Value in
            let made = bridge.within { (object as? UIStoryboard)?.instantiateInitialViewController() }
            try bridge.surface()
            return .optional(host.value(made).optionalPayload)
        }
        storyboard.define("instantiateViewController(withIdentifier:)") { object, args throws(Interrupt) -> Value in
            guard case .string(let identifier)? = args.first else {
                throw .fatal("Fatal error: instantiateViewController(withIdentifier:) expects a String")
            }
            let made = bridge.within { (object as? UIStoryboard)?.instantiateViewController(withIdentifier: identifier) }
            try bridge.surface()
            return host.value(made)
        }
        let coder = ui.coder
        coder.describe = { _ in "<NSCoder>" }
        // iOS 13: the creator receives the coder and returns the controller (or nil). Without a
        // creator (`instantiateViewController(identifier:)`, the creator's default is nil) the
        // storyboard makes the scene's own class.
        let instantiate: (AnyObject, [Value]) throws(Interrupt) -> Value = { object, args throws(Interrupt) -> Value in
            guard case .string(let identifier)? = args.first else {
                throw .fatal("Fatal error: instantiateViewController(identifier:creator:) expects a String and a closure")
            }
            let creator: ((NSCoder) -> UIViewController?)? = args.count < 2 || args[1].optionalPayload == nil ? nil : { made in
                let result = bridge.callClosure(args[1], [.native(NativeBox(object: made, hostClass: coder))])
                return result.flatMap { NativeValues.handedToUIKit($0) as? UIViewController }
            }
            let made = bridge.within {
                (object as? UIStoryboard)?.instantiateViewController(identifier: identifier, creator: creator)
            }
            try bridge.surface()
            return host.value(made)
        }
        storyboard.define("instantiateViewController(identifier:creator:)", instantiate)
        storyboard.define("instantiateViewController(identifier:)", instantiate)
        addPopoverAnchors()
        viewController.properties["storyboard"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional(host.value((object as? UIViewController)?.storyboard).optionalPayload)
        })
        module.classes += [storyboard, bundle]
        addSegues(to: &module)
    }
}

extension UIKitHost {
    /// A controller's `popoverPresentationController` (with `.popover` style) and its anchor,
    /// `sourceView` or `barButtonItem`, as a popover segue or the script sets it.
    func addPopoverAnchors() {
        ui.popover.describe = { "\($0)" }
        viewController.properties["popoverPresentationController"] = objectProperty(UIViewController.self) {
            $0.popoverPresentationController
        }
        ui.popover.properties["sourceView"] = settableObjectProperty(UIPopoverPresentationController.self, UIView.self,
                                                                     get: { $0.sourceView }, set: { $0.sourceView = $1 })
        ui.popover.properties["barButtonItem"] = settableObjectProperty(
            UIPopoverPresentationController.self, UIBarButtonItem.self,
            get: { $0.barButtonItem }, set: { $0.barButtonItem = $1 })
    }
}

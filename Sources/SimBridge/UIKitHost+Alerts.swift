import SwiftSubset
import UIKitSim

/// Alerts and presentation controllers for scripts: `UIAlertController` and `UIAlertAction`
/// (a handler runs after the tap has dismissed the alert), a controller's
/// `presentationController` and `sheetPresentationController` with their delegate, and
/// `isModalInPresentation`.
extension UIKitHost {
    /// The methods of `UIAdaptivePresentationControllerDelegate` a script may implement.
    static let presentationDelegateNames = [
        "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
        "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
    ]

    func addAlerts() {
        addAlertController()
        addAlertAction()
        addPresentationControllers()
    }

    private func addAlertController() {
        let bridge = bridge
        let alert = ui.alertController
        let styles: [String: UIAlertController.Style] = ["alert": .alert, "actionSheet": .actionSheet]
        alert.defineInit("init(title:message:preferredStyle:)") { args, _ throws(Interrupt) -> AnyObject in
            let style = try Self.caseArgument(args, 2, in: "UIAlertController(title:message:preferredStyle:)", styles)
            return bridge.within {
                UIAlertController(title: args.first.flatMap(Self.text), message: args.count > 1 ? Self.text(args[1]) : nil,
                                  preferredStyle: style)
            }
        }
        alert.define("addAction(_:)") { object, args throws(Interrupt) -> Value in
            let action = try Self.argument(args, 0, as: UIAlertAction.self, in: "addAction(_:)")
            (object as? UIAlertController)?.addAction(action)
            return .void
        }
        alert.properties["actions"] = arrayProperty(UIAlertController.self) { $0.actions }
        alert.properties["message"] = textProperty(UIAlertController.self, { $0.message }, { $0.message = $1 })
        alert.properties["preferredAction"] = HostProperty.settable(
            get: { [self] object throws(Interrupt) -> Value in
                .optional(value((object as? UIAlertController)?.preferredAction).optionalPayload)
            },
            set: { object, value throws(Interrupt) in
                (object as? UIAlertController)?.preferredAction = Self.native(value) as? UIAlertAction
            })
    }

    private func addAlertAction() {
        let bridge = bridge
        let action = ui.alertAction
        action.describe = { "<UIAlertAction: \(($0 as? UIAlertAction)?.title ?? "nil")>" }
        let styles: [String: UIAlertAction.Style] = ["default": .default, "cancel": .cancel, "destructive": .destructive]
        for name in ["init(title:style:handler:)", "init(title:style:_:)", "init(title:style:)"] {
            action.defineInit(name) { [self] args, _ throws(Interrupt) -> AnyObject in
                let style = try Self.caseArgument(args, 1, in: "UIAlertAction(title:style:handler:)", styles)
                let handler = args.count > 2 ? args[2].unwrapped : .void
                let run: ((UIAlertAction) -> Void)? = if case .function = handler {
                    { [weak bridge] tapped in bridge?.callClosure(handler, [value(tapped)]) }
                } else { nil }
                return UIAlertAction(title: args.first.flatMap(Self.text), style: style, handler: run)
            }
        }
        action.properties["title"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UIAlertAction)?.title.map(Value.string))
        })
        action.properties["isEnabled"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? UIAlertAction)?.isEnabled ?? false) },
            set: { object, value throws(Interrupt) in
                if case .bool(let flag) = value.unwrapped { (object as? UIAlertAction)?.isEnabled = flag }
            })
    }

    private func addPresentationControllers() {
        viewController.properties["presentationController"] = objectProperty(UIViewController.self) { $0.presentationController }
        viewController.properties["sheetPresentationController"] = objectProperty(UIViewController.self) { $0.sheetPresentationController }
        viewController.properties["isModalInPresentation"] = boolProperty(
            UIViewController.self, get: { $0.isModalInPresentation }, set: { $0.isModalInPresentation = $1 })
        let presentation = ui.presentationController
        presentation.describe = { "<\(type(of: $0))>" }
        presentation.properties["delegate"] = delegateProperty(
            UIPresentationController.self, UIAdaptivePresentationControllerDelegate.self,
            get: { $0.delegate }, set: { $0.delegate = $1 })
        presentation.properties["presentedViewController"] = objectProperty(UIPresentationController.self) { $0.presentedViewController }
        presentation.properties["presentingViewController"] = objectProperty(UIPresentationController.self) { $0.presentingViewController }
        addDetents()
        ui.sheetPresentationController.properties["prefersGrabberVisible"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? UISheetPresentationController)?.prefersGrabberVisible ?? false) },
            set: { object, value throws(Interrupt) in
                if case .bool(let flag) = value.unwrapped { (object as? UISheetPresentationController)?.prefersGrabberVisible = flag }
            })
    }
}

extension UIKitHost {
    /// `.medium()` and `.large()`, a sheet's `detents` and `selectedDetentIdentifier`.
    private func addDetents() {
        let host = self
        let detent = ui.detent
        detent.describe = { object in
            let identifier = (object as? UISheetPresentationController.Detent)?.identifier.rawValue ?? ""
            return "<UISheetPresentationController.Detent: \(identifier)>"
        }
        let medium: ([Value]) throws(Interrupt) -> Value = { _ throws(Interrupt) in
            host.value(UISheetPresentationController.Detent.medium())
        }
        let large: ([Value]) throws(Interrupt) -> Value = { _ throws(Interrupt) in
            host.value(UISheetPresentationController.Detent.large())
        }
        detent.staticMethods["medium()"] = medium
        detent.staticMethods["large()"] = large
        let sheet = ui.sheetPresentationController
        sheet.properties["detents"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .array(((object as? UISheetPresentationController)?.detents ?? []).map { host.value($0) })
            },
            set: { object, value throws(Interrupt) in
                guard case .array(let items) = value.unwrapped else {
                    throw .fatal("Fatal error: detents expects an array of UISheetPresentationController.Detent")
                }
                var detents: [UISheetPresentationController.Detent] = []
                for item in items {
                    guard let found = Self.native(item) as? UISheetPresentationController.Detent else {
                        throw .fatal("Fatal error: detents expects an array of UISheetPresentationController.Detent")
                    }
                    detents.append(found)
                }
                (object as? UISheetPresentationController)?.detents = detents
            })
        let identifiers: [String: UISheetPresentationController.Detent.Identifier] = ["medium": .medium, "large": .large]
        let enumName = "UISheetPresentationController.Detent.Identifier"
        sheet.propertyTypes["selectedDetentIdentifier"] = enumName
        sheet.properties["selectedDetentIdentifier"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                let selected = (object as? UISheetPresentationController)?.selectedDetentIdentifier
                let name = identifiers.first { $0.value == selected }?.key
                return .optional(name.flatMap { host.enumValue(enumName, $0) })
            },
            set: { object, value throws(Interrupt) in
                let name = Self.caseName(value)
                (object as? UISheetPresentationController)?.selectedDetentIdentifier = name.flatMap { identifiers[$0] }
            })
    }
}

extension ScriptProxy: UISheetPresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard case .bool(let answer)? = call("presentationControllerShouldDismiss(_:)", [valueOf(presentationController)])
        else { return true }
        return answer
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        _ = call("presentationControllerWillDismiss(_:)", [valueOf(presentationController)])
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        _ = call("presentationControllerDidDismiss(_:)", [valueOf(presentationController)])
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        _ = call("presentationControllerDidAttemptToDismiss(_:)", [valueOf(presentationController)])
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        _ = call("sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)", [valueOf(sheetPresentationController)])
    }
}

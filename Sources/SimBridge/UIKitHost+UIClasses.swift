import SwiftSubset
import UIKitSim

/// Registers the classes of `UIClasses` and converts their objects to script values.
extension UIKitHost {
    /// The run's declared types (for the prelude's structs), filled when checking ends.
    var types: HostTypes { ui.types }

    /// Adds views, tables, containers, their enums and the geometry prelude to `module`.
    func addUIClasses(to module: inout HostModule) {
        module.types = ui.types
        module.preludes.append(Self.geometry)
        addAsyncAfter(to: &module)
        addLocalization(to: &module)
        addViews()
        addActions()
        addControllerExtras()
        addNavigationItems()
        addToolbars()
        addTables()
        addCollectionViews()
        addLayers()
        addImagePicker()
        addAnimations(to: &module)
        addShortcuts(to: &module)
        addNotifications(to: &module)
        addPreviewing(to: &module)
        addTabBars()
        addSplitViews()
        addPageViews()
        addContainerInitializers()
        addLayout(to: &module)
        addAutoLayout(to: &module)
        addTraitChanges(to: &module)
        addAlerts()
        addSharing()
        addWidgets()
        addSymbolConfigurations()
        addBarExtras()
        addMenusAndSearch(to: &module)
        addButtonConfiguration(to: &module)
        addTouches()
        addTimers()
        addPerformSelector()
        addAbsoluteTime(to: &module)
        addPhotoAlbum(to: &module)
        addArchiving(to: &module)
        addTextChecker(to: &module)
        addGestures()
        addGestureDelegate(to: &module)
        addKeyValueObserving()
        addSizeToFit()
        module.classes += ui.all
        module.enums += Self.uiEnums + Self.widgetEnums + Self.autoLayoutEnums + Self.touchEnums + [
            Self.imagePickerInfoKeys, Self.hostEnum("UIImagePickerController.SourceType", UIImagePickerController.SourceType.self),
        ]
        module.protocols["UIImagePickerControllerDelegate"] = Self.imagePickerDelegateNames
        module.protocols["UITableViewDataSource"] = Self.tableCallbackNames
        module.protocols["UITableViewDelegate"] = Self.tableCallbackNames
        module.protocols["UICollectionViewDataSource"] = Self.collectionCallbackNames
        module.protocols["UICollectionViewDelegate"] = Self.collectionCallbackNames
        module.protocols["UIPageViewControllerDataSource"] = Self.pageDataSourceNames
        module.protocols["UIPageViewControllerDelegate"] = Self.pageDelegateNames
        module.protocols["UITextFieldDelegate"] = Self.textFieldDelegateNames
        module.protocols["UITextViewDelegate"] = Self.textViewDelegateNames
        module.protocols["UINavigationControllerDelegate"] = Self.navigationDelegateNames
            + Self.navigationAnimationMethods.map(\.method)
        // Named so that the refused custom-transition methods above type-check and reach
        // their precise refusal; nothing in UIKitSim uses them.
        module.protocols["UIViewControllerAnimatedTransitioning"] = []
        module.protocols["UIViewControllerInteractiveTransitioning"] = []
        module.protocols["UITabBarControllerDelegate"] = ["tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)"]
        module.protocols["UISplitViewControllerDelegate"] = ["splitViewController(_:collapseSecondary:onto:)"]
        module.protocols["UIAdaptivePresentationControllerDelegate"] = Self.presentationDelegateNames
        module.protocols["UISheetPresentationControllerDelegate"] = Self.presentationDelegateNames
            + ["sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"]
    }

    /// UIKit's enums that scripts write as `.fullScreen`, by their nested names.
    static let uiEnums: [HostEnum] = [
        HostEnum(name: "UIModalPresentationStyle", cases: [
            "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
            "overCurrentContext", "popover", "none", "automatic",
        ]),
        HostEnum(name: "UIModalTransitionStyle", cases: ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]),
        HostEnum(name: "UITableViewCell.CellStyle", cases: ["default", "value1", "value2", "subtitle"]),
        HostEnum(name: "UITableViewCell.AccessoryType",
                 cases: ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]),
        HostEnum(name: "UITableView.Style", cases: ["plain", "grouped", "insetGrouped"]),
        HostEnum(name: "UITableView.RowAnimation", cases: ["fade", "right", "left", "top", "bottom", "none", "middle", "automatic"]),
        HostEnum(name: "UIControl.State", cases: ["normal", "highlighted", "disabled", "selected"]),
        HostEnum(name: "UIControl.Event", cases: ["touchUpInside", "valueChanged", "primaryActionTriggered"]),
        HostEnum(name: "UIButton.ButtonType", cases: ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"]),
        HostEnum(name: "UINavigationController.Operation", cases: ["none", "push", "pop"]),
        HostEnum(name: "UIPageViewController.TransitionStyle", cases: ["pageCurl", "scroll"]),
        HostEnum(name: "UIPageViewController.NavigationOrientation", cases: ["horizontal", "vertical"]),
        HostEnum(name: "UIPageViewController.NavigationDirection", cases: ["forward", "reverse"]),
        HostEnum(name: "UISplitViewController.Style", cases: ["unspecified", "doubleColumn", "tripleColumn"]),
        HostEnum(name: "UISplitViewController.Column", cases: ["primary", "supplementary", "secondary", "compact"]),
        HostEnum(name: "UIAlertController.Style", cases: ["actionSheet", "alert"]),
        HostEnum(name: "UIAlertAction.Style", cases: ["default", "cancel", "destructive"]),
        HostEnum(name: "UISheetPresentationController.Detent.Identifier", cases: ["medium", "large"]),
        HostEnum(name: "UIView.AutoresizingMask", cases: autoresizingOrder),
        HostEnum(name: "UIView.AnimationOptions", cases: animationOptionNames),
    ]

    // MARK: Reading arguments

    /// The name of the enum case in a script value (`.fullScreen` gives "fullScreen").
    static func caseName(_ value: Value) -> String? {
        if case .enumValue(let t, let i, _) = value.unwrapped, i < t.caseNames.count { return t.caseNames[i] }
        return nil
    }

    /// The enum case argument at `index`, mapped by name; a clear error otherwise.
    static func caseArgument<T>(_ args: [Value], _ index: Int, in member: String, _ cases: [String: T]) throws(Interrupt) -> T {
        guard index < args.count, let name = caseName(args[index]), let found = cases[name] else {
            throw .fatal("Fatal error: \(member) does not accept that value as argument \(index + 1)")
        }
        return found
    }

    /// A text in a script value; nil for nil or a non-string.
    static func text(_ value: Value) -> String? {
        if case .string(let s) = value.unwrapped { return s }
        return nil
    }

    /// An integer in a script value.
    static func integer(_ value: Value) -> Int? {
        if case .int(let i) = value.unwrapped { return i }
        return nil
    }

    /// The native controllers in a script array (`[UIViewController]`), or a clear error.
    static func controllers(_ value: Value, in member: String) throws(Interrupt) -> [UIViewController] {
        guard case .array(let items) = value.unwrapped else {
            throw .fatal("Fatal error: \(member) expects an array of view controllers")
        }
        var out: [UIViewController] = []
        for item in items {
            guard let controller = native(item) as? UIViewController else {
                throw .fatal("Fatal error: \(member) expects an array of view controllers")
            }
            out.append(controller)
        }
        return out
    }

    /// A settable optional-string property of native objects of type `T`.
    func textProperty<T: AnyObject>(_ type: T.Type, _ get: @escaping (T) -> String?, _ set: @escaping (T, String?) -> Void) -> HostProperty {
        let bridge = bridge
        return HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .optional((object as? T).flatMap(get).map(Value.string)) },
            set: { object, value throws(Interrupt) in
                guard let typed = object as? T else { return }
                try bridge.perform { set(typed, Self.text(value)) }
            })
    }

    /// A read-only property giving native objects (or nil) as script values.
    func objectProperty<T: AnyObject>(_ type: T.Type, _ get: @escaping (T) -> AnyObject?) -> HostProperty {
        let host = self
        return HostProperty(get: { object throws(Interrupt) -> Value in
            let found = host.bridge.within { (object as? T).flatMap(get) }
            return .optional(host.value(found).optionalPayload)
        })
    }

    /// A settable property holding a native object (or nil) of type `V` on objects of type `T`;
    /// the setter runs inside the bridge, so UIKit's checkpoint follows it.
    func settableObjectProperty<T: AnyObject, V: AnyObject>(_ type: T.Type, _ valueType: V.Type,
                                                            get: @escaping (T) -> V?,
                                                            set: @escaping (T, V?) -> Void) -> HostProperty {
        let host = self
        return HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .optional(host.value(host.bridge.within { (object as? T).flatMap(get) }).optionalPayload)
            },
            set: { object, value throws(Interrupt) in
                guard let typed = object as? T else { return }
                let newValue = Self.native(value) as? V
                try host.bridge.perform { set(typed, newValue) }
            })
    }

    /// A read-only property giving an array of native objects.
    func arrayProperty<T: AnyObject>(_ type: T.Type, _ get: @escaping (T) -> [AnyObject]) -> HostProperty {
        let host = self
        return HostProperty(get: { object throws(Interrupt) -> Value in
            .array(host.bridge.within { (object as? T).map(get) ?? [] }.map { host.value($0) })
        })
    }
}

import SwiftSubset
import UIKitSim

/// The simple views beyond labels and buttons: images and image views, text fields and text
/// views, switches, segmented controls, progress views, and fonts. Each is a record of what the
/// program set: UIKitSim draws no pixels and simulates no keyboard.
extension UIKitHost {
    func addWidgets() {
        addImages()
        addTextInputs()
        addValueControls()
        addSlider()
        addFonts()
    }

    /// `init()`/`init(frame:)` of a widget class, as `UIKitHost+Views` makes them for views.
    func defineFrameInits(_ hostClass: HostClass, _ make: @escaping () -> UIView) {
        let bridge = bridge
        hostClass.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in bridge.within { make() } }
        hostClass.defineInit("init(frame:)") { args, _ throws(Interrupt) -> AnyObject in
            let frame = try Self.rectArgument(args, 0, in: "\(hostClass.name)(frame:)")
            return bridge.within {
                let made = make()
                made.frame = frame
                return made
            }
        }
    }

    private func addImages() {
        let image = ui.image
        image.describe = { "\($0)" }
        image.isEqual = { ($0 as? UIImage)?.isEqual($1) ?? false }
        image.defineInit("init(named:)") { args, _ throws(Interrupt) -> AnyObject in
            guard let name = args.first.flatMap(Self.text) else { throw .fatal("Fatal error: UIImage(named:) expects a name") }
            return UIImage(named: name)
        }
        image.defineInit("init(systemName:)") { args, _ throws(Interrupt) -> AnyObject in
            guard let name = args.first.flatMap(Self.text) else { throw .fatal("Fatal error: UIImage(systemName:) expects a name") }
            return UIImage(systemName: name)
        }
        let imageView = ui.imageView
        imageView.describe = { "\($0)" }
        defineFrameInits(imageView) { UIImageView() }
        let bridge = bridge
        imageView.defineInit("init(image:)") { args, _ throws(Interrupt) -> AnyObject in
            let shown = args.first.flatMap(Self.native) as? UIImage
            return bridge.within { UIImageView(image: shown) }
        }
        imageView.properties["image"] = settableObjectProperty(UIImageView.self, UIImage.self, get: { $0.image }, set: { $0.image = $1 })
        enumProperty(view, "contentMode", UIView.self, enumName: "UIView.ContentMode",
                     get: { $0.contentMode }, set: { $0.contentMode = $1 })
    }

    /// The optional methods of UITextFieldDelegate a script may implement (never called: no
    /// keyboard is simulated).
    static let textFieldDelegateNames = [
        "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
        "textFieldDidEndEditing(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)",
        "textFieldShouldClear(_:)", "textFieldShouldReturn(_:)", "textFieldDidChangeSelection(_:)",
    ]

    /// The optional methods of UITextViewDelegate a script may implement (never called).
    static let textViewDelegateNames = [
        "textViewShouldBeginEditing(_:)", "textViewDidBeginEditing(_:)", "textViewShouldEndEditing(_:)",
        "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidChange(_:)",
        "textViewDidChangeSelection(_:)",
    ]

    private func addTextInputs() {
        let field = ui.textField
        field.describe = { "\($0)" }
        defineFrameInits(field) { UITextField() }
        field.properties["text"] = textProperty(UITextField.self, { $0.text }, { $0.text = $1 })
        field.properties["placeholder"] = textProperty(UITextField.self, { $0.placeholder }, { $0.placeholder = $1 })
        field.properties["delegate"] = delegateProperty(UITextField.self, get: { $0.delegate }, set: { $0.delegate = $1 })
        let textView = ui.textView
        textView.describe = { "\($0)" }
        defineFrameInits(textView) { UITextView() }
        textView.properties["text"] = textProperty(UITextView.self, { $0.text }, { $0.text = $1 })
        textView.properties["isEditable"] = boolProperty(UITextView.self, get: { $0.isEditable }, set: { $0.isEditable = $1 })
        textView.properties["delegate"] = delegateProperty(UITextView.self, get: { $0.delegate }, set: { $0.delegate = $1 })
        ui.label.properties["textColor"] = settableObjectProperty(UILabel.self, UIColor.self, get: { $0.textColor }, set: { $0.textColor = $1 })
        ui.label.properties["font"] = settableObjectProperty(UILabel.self, UIFont.self, get: { $0.font }, set: {
            $0.font = $1 ?? .systemFont(ofSize: 17)
        })
        for hostClass in [field, textView] {
            hostClass.define("becomeFirstResponder()") { object, _ throws(Interrupt) -> Value in
                .bool((object as? UIView)?.textInputBecomesFirstResponder() ?? false)
            }
            // Apple, `resignFirstResponder()`: "The default implementation returns true".
            hostClass.define("resignFirstResponder()") { _, _ throws(Interrupt) -> Value in .bool(true) }
        }
        enumProperty(ui.label, "textAlignment", UILabel.self, enumName: "NSTextAlignment",
                     get: { $0.textAlignment }, set: { $0.textAlignment = $1 })
    }

    /// A delegate property: the script object is stored weakly, as UIKit stores delegates;
    /// UIKitSim sends it nothing (no keyboard, so no editing callbacks).
    private func delegateProperty<T: AnyObject>(_ type: T.Type, get: @escaping (T) -> AnyObject?,
                                                set: @escaping (T, AnyObject?) -> Void) -> HostProperty {
        let host = self
        return HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let typed = object as? T, let delegate = get(typed) else { return .optional(nil) }
                if let instance = delegate as? Instance { return .optional(.object(instance)) }
                return .optional(host.value(delegate).optionalPayload)
            },
            set: { object, value throws(Interrupt) in
                guard let typed = object as? T else { return }
                set(typed, Self.scriptTarget(value) ?? Self.native(value))
            })
    }

    private func addValueControls() {
        let bridge = bridge
        let toggle = ui.toggle
        toggle.describe = { "\($0)" }
        defineFrameInits(toggle) { UISwitch() }
        toggle.properties["isOn"] = boolProperty(UISwitch.self, get: { $0.isOn }, set: { $0.isOn = $1 })
        toggle.define("setOn(_:animated:)") { object, args throws(Interrupt) -> Value in
            try bridge.perform { (object as? UISwitch)?.setOn(Self.bool(args, 0), animated: Self.bool(args, 1)) }
            return .void
        }
        let segmented = ui.segmentedControl
        segmented.describe = { "\($0)" }
        defineFrameInits(segmented) { UISegmentedControl() }
        segmented.defineInit("init(items:)") { args, _ throws(Interrupt) -> AnyObject in
            guard case .array(let items)? = args.first?.unwrapped else {
                throw .fatal("Fatal error: UISegmentedControl(items:) expects an array of titles")
            }
            let titles = items.compactMap(Self.text)
            guard titles.count == items.count else {
                throw .fatal("Fatal error: UISegmentedControl(items:) is supported with titles only (String), not images")
            }
            return bridge.within { UISegmentedControl(items: titles) }
        }
        segmented.properties["selectedSegmentIndex"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .int((object as? UISegmentedControl)?.selectedSegmentIndex ?? -1) },
            set: { object, value throws(Interrupt) in
                guard let index = Self.integer(value) else { return }
                try bridge.perform { (object as? UISegmentedControl)?.selectedSegmentIndex = index }
            })
        segmented.properties["numberOfSegments"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? UISegmentedControl)?.numberOfSegments ?? 0)
        })
        segmented.defineStatic("noSegment") { () throws(Interrupt) -> Value in .int(UISegmentedControl.noSegment) }
        segmented.define("titleForSegment(at:)") { object, args throws(Interrupt) -> Value in
            .optional((object as? UISegmentedControl)?.titleForSegment(at: args.first.flatMap(Self.integer) ?? -1).map(Value.string))
        }
        segmented.define("setTitle(_:forSegmentAt:)") { object, args throws(Interrupt) -> Value in
            let title = args.first.flatMap(Self.text)
            let index = args.count > 1 ? Self.integer(args[1]) ?? -1 : -1
            try bridge.perform { (object as? UISegmentedControl)?.setTitle(title, forSegmentAt: index) }
            return .void
        }
        segmented.define("insertSegment(withTitle:at:animated:)") { object, args throws(Interrupt) -> Value in
            let title = args.first.flatMap(Self.text)
            let index = args.count > 1 ? Self.integer(args[1]) ?? 0 : 0
            try bridge.perform { (object as? UISegmentedControl)?.insertSegment(withTitle: title, at: index, animated: Self.bool(args, 2)) }
            return .void
        }
        segmented.define("removeAllSegments()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UISegmentedControl)?.removeAllSegments() }
            return .void
        }
        let progress = ui.progressView
        progress.describe = { "\($0)" }
        defineFrameInits(progress) { UIProgressView() }
        let styles = Self.namedCases(UIProgressView.Style.self)
        progress.defineInit("init(progressViewStyle:)") { args, _ throws(Interrupt) -> AnyObject in
            let style = try Self.caseArgument(args, 0, in: "UIProgressView(progressViewStyle:)", styles)
            return bridge.within { UIProgressView(progressViewStyle: style) }
        }
        progress.propertyTypes["progress"] = "Float"
        progress.properties["progress"] = numberProperty(UIProgressView.self, get: { Self.shownAsSwiftPrintsIt($0.progress) },
                                                     set: { $0.progress = Float($1) })
        progress.define("setProgress(_:animated:)") { object, args throws(Interrupt) -> Value in
            let value = args.first.flatMap(Self.number) ?? 0
            try bridge.perform { (object as? UIProgressView)?.setProgress(Float(value), animated: Self.bool(args, 1)) }
            return .void
        }
        enumProperty(progress, "progressViewStyle", UIProgressView.self, enumName: "UIProgressView.Style",
                     get: { $0.progressViewStyle }, set: { $0.progressViewStyle = $1 })
    }

    /// A Float as a script's Double with the digits Swift prints for the Float (0.1, not
    /// 0.10000000149011612): scripts have no Float type.
    static func shownAsSwiftPrintsIt(_ value: Float) -> Double {
        Double("\(value)") ?? Double(value)
    }

    /// A static method making a font of the size in its one argument.
    private func fontMaker(_ name: String, _ make: @escaping (CGFloat) -> UIFont) -> ([Value]) throws(Interrupt) -> Value {
        let host = self
        return { args throws(Interrupt) -> Value in
            guard let size = args.first.flatMap(Self.number) else { throw .fatal("Fatal error: UIFont.\(name) expects a size") }
            return host.value(make(CGFloat(size)))
        }
    }

    private func addFonts() {
        let font = ui.font
        font.describe = { "\($0)" }
        font.isEqual = { ($0 as? UIFont)?.isEqual($1) ?? false }
        let sized: [(String, (CGFloat) -> UIFont)] = [
            ("systemFont(ofSize:)", { UIFont.systemFont(ofSize: $0) }),
            ("boldSystemFont(ofSize:)", { UIFont.boldSystemFont(ofSize: $0) }),
            ("italicSystemFont(ofSize:)", { UIFont.italicSystemFont(ofSize: $0) }),
        ]
        for (name, make) in sized {
            font.staticMethods[name] = fontMaker(name, make)
        }
        font.properties["pointSize"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let typed = object as? UIFont else { return .double(0) }
            if let style = typed.textStyle {
                throw .unsupported("reading pointSize of the preferred font for .\(style.name) is not supported: its size follows "
                                   + "the user's text size (Dynamic Type), which UIKitSim does not choose")
            }
            return .double(Double(typed.pointSize))
        })
    }
}

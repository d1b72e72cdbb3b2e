/// A storyboard element for one of the simple views UIKitSim models beyond labels and buttons:
/// its element name and the attributes that set what scripts can read back.
struct SceneWidget: Sendable, Equatable {
    /// The element names read as widgets.
    static let elementNames: Set<String> = ["imageView", "textField", "textView", "switch", "slider", "segmentedControl", "progressView"]

    /// The element's name (`imageView`...).
    var elementName: String
    /// The element's attributes (`image`, `text`, `placeholder`, `on`, `progress`...).
    var attributes: [String: String]
    /// A segmented control's segment titles, in order.
    var segmentTitles: [String] = []

    init(_ element: XMLElementNode) {
        elementName = element.name
        attributes = element.attributes
        segmentTitles = element.children(named: "segments")
            .flatMap { $0.children(named: "segment") }
            .map { $0["title"] ?? "" }
    }

    /// The view the element describes, set up from its attributes.
    func makeView() -> UIView {
        let view: UIView
        switch elementName {
        case "imageView":
            view = UIImageView(image: attributes["image"].map { UIImage(named: $0) })
        case "textField":
            let field = UITextField()
            field.text = attributes["text"]
            field.placeholder = attributes["placeholder"]
            view = field
        case "textView":
            let textView = UITextView()
            textView.text = attributes["text"]
            textView.isEditable = attributes["editable"] != "NO"
            view = textView
        case "switch":
            let toggle = UISwitch()
            toggle.isOn = attributes["on"] == "YES"
            view = toggle
        case "slider":
            // Interface Builder writes `minValue`, `maxValue` and `value`; bounds first, so the
            // value is kept within them as UIKit keeps it.
            let slider = UISlider()
            slider.minimumValue = attributes["minValue"].flatMap(Float.init) ?? 0
            slider.maximumValue = attributes["maxValue"].flatMap(Float.init) ?? 1
            slider.value = attributes["value"].flatMap(Float.init) ?? 0
            slider.isContinuous = attributes["continuous"] != "NO"
            view = slider
        case "segmentedControl":
            let control = UISegmentedControl(items: segmentTitles)
            control.selectedSegmentIndex = attributes["selectedSegmentIndex"].flatMap(Int.init) ?? UISegmentedControl.noSegment
            view = control
        default:
            let progress = UIProgressView()
            progress.progress = attributes["progress"].flatMap(Float.init) ?? 0
            view = progress
        }
        if let mode = attributes["contentMode"], let found = UIView.ContentMode.allCases.first(where: { $0.name == mode }) {
            view.contentMode = found
        }
        return view
    }
}

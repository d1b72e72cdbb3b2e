import Testing
@testable import SimBridge
import UIKitSim

/// Images, text fields and views, switches, segmented controls, progress views, fonts and
/// colours through scripts (issue 13: the classes real apps use). Each expectation cites the
/// Apple documentation page that states it.
struct WidgetsTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).run()
    }

    @Test func anImageViewKeepsItsNamedImageAndContentMode() {
        // Apple, `UIView.contentMode`: "The default value of this property is
        // UIView.ContentMode.scaleToFill." `UIImageView.image`: "The initial value of this
        // property is the image passed into the init(image:) method or nil".
        let report = Self.run("""
        let imageView = UIImageView()
        print(imageView.image == nil, imageView.contentMode == .scaleToFill)
        let photo = UIImage(named: "nssl0033.jpg")
        imageView.image = photo
        imageView.contentMode = .scaleAspectFit
        print(imageView.image === photo, imageView.contentMode == .scaleAspectFit)
        let star = UIImage(systemName: "star")
        let symbol = UIImageView(image: star)
        print(symbol.image === star, symbol.image === photo)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true true\ntrue true\ntrue false\n")
    }

    @Test func aTextFieldStartsEmptyAndKeepsTextPlaceholderAndDelegate() {
        // Apple, `UITextField.placeholder`: "This value is nil by default." `text` is empty, not
        // nil, on a device, and stays empty when nil is assigned (Apple's earlier reference:
        // "This string is @"" by default"; observed: "It starts out as an empty string instead of
        // nil. Even when it is explicitly set to nil it remains an empty string", Matt Neuburg,
        // stackoverflow.com/a/42861357).
        // `delegate` is weak in UIKit's header (`@property(nullable, nonatomic, weak)`).
        let report = Self.run("""
        class Form: NSObject, UITextFieldDelegate {}
        let field = UITextField()
        print(field.text == "", field.placeholder == nil)
        field.text = "Paris"
        field.placeholder = "City"
        var form: Form? = Form()
        field.delegate = form
        print(field.text ?? "nil", field.placeholder ?? "nil", field.delegate === form)
        form = nil
        print(field.delegate == nil)
        field.text = nil
        print(field.text == "")
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true true\nParis City true\ntrue\ntrue\n")
    }

    @Test func aTextInputTakesTheKeyboardOnlyInAWindow() {
        // Apple, `becomeFirstResponder()`: "You can call this method to make a responder object
        // such as a view the first responder. However, you should only call it on that view if
        // it is part of an active view hierarchy"; it returns "true if this object is now the
        // first-responder". `resignFirstResponder()`: "The default implementation returns true".
        let report = Self.run("""
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let field = UITextField()
        print(field.becomeFirstResponder())
        window.rootViewController?.view.addSubview(field)
        print(field.becomeFirstResponder(), field.resignFirstResponder())
        let notes = UITextView()
        print(notes.becomeFirstResponder())
        window.rootViewController?.view.addSubview(notes)
        print(notes.becomeFirstResponder())
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "false\ntrue true\nfalse\ntrue\n")
    }

    @Test func aProgressViewPinsItsProgressBetweenZeroAndOne() {
        // Apple, `UIProgressView.progress`: "The default value is 0.0. Values less than 0.0
        // and greater than 1.0 are pinned to those limits."
        let report = Self.run("""
        let bar = UIProgressView(progressViewStyle: .default)
        print(bar.progress)
        bar.progress = 0.5
        print(bar.progress)
        bar.progress = 1.5
        print(bar.progress)
        bar.setProgress(-2, animated: true)
        print(bar.progress)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "0.0\n0.5\n1.0\n0.0\n")
    }

    @Test func aSegmentedControlHasNoSelectionUntilOneIsSet() {
        // Apple, `selectedSegmentIndex`: "The default value is noSegment (no segment selected)
        // until the user touches a segment. Set this property to -1 to turn off the current
        // selection." `UISwitch.isOn`: "The default value of this property is false."
        let report = Self.run("""
        let control = UISegmentedControl(items: ["Day", "Week"])
        print(control.selectedSegmentIndex == UISegmentedControl.noSegment, control.numberOfSegments)
        control.selectedSegmentIndex = 1
        print(control.selectedSegmentIndex, control.titleForSegment(at: 1) ?? "nil", control.titleForSegment(at: 5) ?? "nil")
        let toggle = UISwitch()
        print(toggle.isOn)
        toggle.setOn(true, animated: false)
        print(toggle.isOn)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true 2\n1 Week nil\nfalse\ntrue\n")
    }

    @Test func labelsKeepFontsAlignmentAndNamedColours() {
        // Apple, `UILabel.font`: "The default value for this property is the system font at a
        // size of 17 points". Colours compare by what they are (`UIColor.isEqual`).
        let report = Self.run("""
        let label = UILabel()
        print(label.font == UIFont.systemFont(ofSize: 17), label.font.pointSize)
        label.font = UIFont.boldSystemFont(ofSize: 24)
        label.textAlignment = .center
        label.textColor = .cyan
        print(label.font.pointSize, label.textAlignment == .center, label.textColor == UIColor.cyan, label.textColor == UIColor.systemTeal)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true 17.0\n24.0 true true false\n")
    }

    @Test func alertTextFieldsAreConfiguredAndKeptInOrder() {
        // Apple, `addTextField(configurationHandler:)`: "A block for configuring the text field
        // prior to displaying the alert"; "You can call this method more than once to add
        // additional text fields." `textFields`: nil until one is added.
        let report = Self.run("""
        let alert = UIAlertController(title: "Answer", message: nil, preferredStyle: .alert)
        print(alert.textFields == nil)
        alert.addTextField { field in field.placeholder = "Word" }
        alert.addTextField()
        print(alert.textFields?.count ?? 0, alert.textFields?[0].placeholder ?? "nil", alert.textFields?[1].placeholder ?? "nil")
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true\n2 Word nil\n")
    }

    @Test func anActionSheetTakesNoTextField() {
        // Apple, `addTextField(configurationHandler:)`: "You can add a text field only if the
        // preferredStyle property is set to UIAlertController.Style.alert."
        let report = Self.run("""
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        print("after")
        """)
        #expect(report.status == "exception")
        #expect(report.exception?.name == "NSInternalInconsistencyException")
        #expect(report.output == "")
    }

    static let storyboard = SingleSceneStoryboardXML.document(subviews: """
                                <imageView contentMode="scaleAspectFit" image="flag" id="i1"/>
                                <textField text="Hi" placeholder="Name" id="t1"/>
                                <switch on="YES" id="w1"/>
                                <segmentedControl selectedSegmentIndex="0" id="g1">
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second"/>
                                    </segments>
                                </segmentedControl>
                                <progressView progress="0.25" id="p1"/>
    """, outlets: [("imageView", "i1"), ("nameField", "t1"), ("toggle", "w1"), ("segments", "g1"), ("progress", "p1")])

    @Test func storyboardWidgetsAreMadeFromTheirAttributes() {
        // What Interface Builder writes for each view is what the object holds when its outlet
        // is connected (before viewDidLoad: Apple, `viewDidLoad()`, "Called after the
        // controller's view is loaded into memory").
        let source = """
        class ViewController: UIViewController {
            @IBOutlet var imageView: UIImageView!
            @IBOutlet var nameField: UITextField!
            @IBOutlet var toggle: UISwitch!
            @IBOutlet var segments: UISegmentedControl!
            @IBOutlet var progress: UIProgressView!
            override func viewDidLoad() {
                super.viewDidLoad()
                print(imageView.image != nil, imageView.contentMode == .scaleAspectFit)
                print(nameField.text ?? "nil", nameField.placeholder ?? "nil", toggle.isOn)
                print(segments.selectedSegmentIndex, segments.titleForSegment(at: 1) ?? "nil", progress.progress)
            }
        }
        """
        let run = SingleSceneStoryboardXML.program(controllers: source, storyboard: Self.storyboard)
        let report = run.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true true\nHi Name true\n0 Second 0.25\n")
        let imageView = run.simulation.keyWindow?.rootViewController?.view.subviews.first as? UIImageView
        #expect(imageView?.image == UIImage(named: "flag"))
    }
}

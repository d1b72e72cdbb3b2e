import Testing
@testable import SimBridge

/// A plain view's custom class in a storyboard scene (Identity inspector): the storyboard makes
/// the program's subclass, not a plain `UIView`. Before, `badge is Badge` was false and the
/// class's `awakeFromNib` never ran (issue 13 names the case: `view is HypnosisView` false).
struct StoryboardCustomViewTests {
    /// Apple, `awakeFromNib()`: "The nib-loading infrastructure sends an awakeFromNib message to
    /// each object recreated from a nib archive, but only after all the objects in the archive
    /// have been loaded and initialized. When an object receives an awakeFromNib message, it is
    /// guaranteed to have all its outlet and action connections already established." The view
    /// loads before the controller's `viewDidLoad` (Apple, `viewDidLoad()`: "Called after the
    /// controller's view is loaded into memory").
    @Test func aSubviewOfACustomClassIsMadeAndAwakenedBeforeViewDidLoad() {
        let storyboard = SingleSceneStoryboardXML.document(subviews: """
                                    <view contentMode="scaleToFill" id="b1" customClass="Badge" customModule="App">
                                        <rect key="frame" x="10" y="10" width="100" height="100"/>
                                    </view>
        """, outlets: [("badge", "b1")])
        let program = SingleSceneStoryboardXML.program(controllers: """
        class Badge: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                print("Badge awakeFromNib", frame.width)
            }
        }
        class ViewController: UIViewController {
            @IBOutlet var badge: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                print("viewDidLoad", badge is Badge)
            }
        }
        """, storyboard: storyboard)
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "Badge awakeFromNib 100.0\nviewDidLoad true\n")
    }
}

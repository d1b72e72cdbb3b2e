import Testing
@testable import SimBridge

/// What session 8's branch `pickers` added for Instafilter, Names to Faces (NSCoding) and
/// Psychic Tester: `UISlider`, `perform(_:with:afterDelay:)`, `CFAbsoluteTimeGetCurrent()`,
/// 3D Touch's absence, repeating animations, and the members declared but refused when they
/// run (keyed archiving, saving to the photo library). UIKit's behaviour is cited beside each
/// test; how Swift prints a Float or a Double was taken from swiftc here (`print(Float(0.25))`
/// prints 0.25, `print(757382400.0)` prints 757382400.0).
struct SliderTimeAndArchiveTests {
    static func run(_ text: String, _ actions: [ProgramRun.Action] = []) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).perform(actions)
    }

    /// A controller shown in a window, whose `viewDidLoad` runs `body`, with `@objc ping()`
    /// printing the seconds since `start` and running `again` (so a test can perform again).
    static func screen(_ body: String, again: String = "") -> String {
        """
        import UIKit
        class Screen: UIViewController {
            var start: CFAbsoluteTime = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                start = CFAbsoluteTimeGetCurrent()
        \(body)
            }
            @objc func ping() {
                print("ping", CFAbsoluteTimeGetCurrent() - start)
        \(again)
            }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Screen()
        window.makeKeyAndVisible()
        """
    }

    /// Apple, `UISlider.value`: "If you try to set a value that's below the minimum or above
    /// the maximum, the minimum or maximum value is set instead. The default value of this
    /// property is 0.0." `minimumValue` (default 0.0): "If you change the value of this
    /// property, and the current value of the slider is below the new minimum, the slider
    /// adjusts the value property to match the new minimum. If you set the minimum value to a
    /// value larger than the maximum, the slider updates the maximum value to equal the
    /// minimum." `maximumValue` (default 1.0) likewise the other way. A value set in code is
    /// not the user's manipulation, so no `.valueChanged` action is sent (Apple,
    /// `UIControl.Event.valueChanged`: "A touch dragging or otherwise manipulating a control").
    @Test func aSliderKeepsItsValueBetweenItsBoundsAndSendsNoActionForCode() {
        let report = Self.run("""
        class Target {
            @objc func changed() { print("changed") }
        }
        let target = Target()
        let slider = UISlider()
        slider.addTarget(target, action: #selector(Target.changed), for: .valueChanged)
        print(slider.value, slider.minimumValue, slider.maximumValue, slider.isContinuous)
        slider.value = 0.25
        print(slider.value)
        slider.value = 5
        print(slider.value)
        slider.minimumValue = 2
        print(slider.value, slider.minimumValue, slider.maximumValue)
        slider.maximumValue = 1
        print(slider.value, slider.minimumValue, slider.maximumValue)
        slider.setValue(-3, animated: true)
        print(slider.value)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "0.0 0.0 1.0 true\n0.25\n1.0\n2.0 2.0 2.0\n1.0 1.0 1.0\n1.0\n")
    }

    /// Apple, `perform(_:with:afterDelay:)`: "This method sets up a timer to perform the
    /// aSelector message on the current thread's run loop." So it fires as a timer does: once
    /// the clock has passed its date (the user's `wait:`), never without it; a method that
    /// performs itself again keeps firing each time the clock passes the next date.
    /// `CFAbsoluteTimeGetCurrent()` moves with the same virtual clock (docs/decisions.md).
    @Test func aDelayedPerformIsATimerOnTheVirtualClock() {
        let text = Self.screen("        perform(#selector(ping), with: nil, afterDelay: 1)",
                               again: "        perform(#selector(ping), with: nil, afterDelay: 1)")
        let waited = Self.run(text, [.wait(seconds: 2.5)])
        #expect(waited.status == "ok", "\(waited.diagnostics)")
        #expect(waited.output == "ping 1.0\nping 2.0\n")
        let notWaited = Self.run(text)
        #expect(notWaited.status == "ok", "\(notWaited.diagnostics)")
        #expect(notWaited.output == "")
    }

    /// The launch happens at 1 Jan 2025 00:00:00 GMT, 757,382,400 seconds after Apple's
    /// reference date (Apple, `CFAbsoluteTime`: "relative to the absolute reference date of 1
    /// Jan 2001 00:00:00 GMT"; 8,766 days of 86,400 seconds), a decision in docs/decisions.md.
    @Test func theAbsoluteClockStartsAtAFixedDateAndIsADouble() {
        let report = Self.run("""
        import UIKit
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        print(now, now + 0.5 > now)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "757382400.0 true\n")
    }

    /// Apple, `UIView.AnimationOptions.repeat`: "Repeat the animation indefinitely", so its
    /// completion never comes; a plain animation's completion comes after its duration (Apple,
    /// `animate(withDuration:delay:options:animations:completion:)`), with true.
    @Test func aRepeatingAnimationNeverCompletes() {
        let report = Self.run(Self.screen("""
                UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
                    self.view.alpha = 0.5
                }) { finished in print("repeating done", finished) }
                UIView.animate(withDuration: 2, animations: { self.view.alpha = 0.25 }) { finished in print("plain done", finished) }
        """), [.wait(seconds: 10)])
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "plain done true\n")
    }

    /// The simulated iPhone (393 × 852 points) is a model without 3D Touch, dropped from the
    /// iPhone 11 on; Apple, `UIForceTouchCapability.unavailable`: "3D Touch isn't available on
    /// the device". A view in a window has its screen's traits.
    @Test func threeDTouchIsUnavailable() {
        let report = Self.run(Self.screen("""
                print(traitCollection.forceTouchCapability == .unavailable)
        """) + "\nprint(window.rootViewController!.view.traitCollection.forceTouchCapability == .available)")
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "true\nfalse\n")
    }

    /// `NSError.localizedDescription`, Apple: "By default this method returns the object in the
    /// user info dictionary for the key NSLocalizedDescriptionKey."
    @Test func anErrorDescribesItselfFromItsUserInfo() {
        let report = Self.run("""
        import UIKit
        let error: NSError? = NSError(domain: "Demo", code: 4, userInfo: [NSLocalizedDescriptionKey: "Broken"])
        if let error = error {
            print(error.localizedDescription, error.domain, error.code)
        }
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "Broken Demo 4\n")
    }

    /// Members declared for the checker and refused when they run, each with the reason (a
    /// refusal ends the run before its output is shown, as for every "unsupported" stop).
    @Test(arguments: [
        ("let data = try? NSKeyedArchiver.archivedData(withRootObject: [1], requiringSecureCoding: false)",
         "NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:) is not supported"),
        ("UIImageWriteToSavedPhotosAlbum(UIImage(named: \"x\")!, nil, nil, nil)",
         "UIImageWriteToSavedPhotosAlbum is not supported"),
        ("print(NSError(domain: \"Demo\", code: 3, userInfo: nil).localizedDescription)",
         "without NSLocalizedDescriptionKey is not supported"),
    ])
    func refusedWhenTheyRun(line: String, message: String) {
        let report = Self.run("import UIKit\n" + line)
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.contains { $0.id == "unsupported" && $0.message.contains(message) }, "\(report.diagnostics)")
    }

    /// A class adopting `NSCoding` with its two requirements checks, and runs until it codes.
    @Test func anNSCodingClassChecksAndRunsUntilItCodes() {
        let report = Self.run("""
        import UIKit
        class Person: NSObject, NSCoding {
            var name: String
            init(name: String) { self.name = name }
            required init(coder aDecoder: NSCoder) {
                name = aDecoder.decodeObject(forKey: "name") as! String
            }
            func encode(with aCoder: NSCoder) {
                aCoder.encode(name, forKey: "name")
            }
        }
        print(Person(name: "Ann").name)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "Ann\n")
    }

    static let storyboard = SingleSceneStoryboardXML.document(subviews: """
                                <slider opaque="NO" value="0.5" minValue="0.0" maxValue="2" id="w7V">
                                    <connections>
                                        <action selector="intensityChanged:" destination="vc1" eventType="valueChanged" id="a1"/>
                                    </connections>
                                </slider>
    """, outlets: [("intensity", "w7V")])

    /// Interface Builder writes a slider's `value`, `minValue` and `maxValue`; the outlet
    /// holds them before viewDidLoad (Apple, `viewDidLoad()`), and the `valueChanged` action
    /// reaches the controller's `@IBAction` when the control sends it.
    @Test func aStoryboardSliderIsMadeFromItsAttributesWithItsAction() {
        let source = """
        class ViewController: UIViewController {
            @IBOutlet var intensity: UISlider!
            override func viewDidLoad() {
                super.viewDidLoad()
                print(intensity.value, intensity.minimumValue, intensity.maximumValue)
                intensity.sendActions(for: .valueChanged)
            }
            @IBAction func intensityChanged(_ sender: Any) {
                print("changed", (sender as? UISlider)?.value ?? -1)
            }
        }
        """
        let run = SingleSceneStoryboardXML.program(controllers: source, storyboard: Self.storyboard)
        let report = run.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "0.5 0.0 2.0\nchanged 0.5\n")
    }
}

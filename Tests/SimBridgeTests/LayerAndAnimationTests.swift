import Testing
@testable import SimBridge
import UIKitSim

/// A view's `layer`, `UIColor.cgColor`, `transform` (`CGAffineTransform`), `alpha`, `center`,
/// `UIView.animate(withDuration:…)` and `UIImagePickerController` (issue 13, session 7). Swift's
/// own results (the cosine and sine of pi, how a Double prints) were taken from swiftc here;
/// UIKit's defaults from Apple's documentation, cited beside each test.
struct LayerAndAnimationTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).run()
    }

    /// Apple, `CALayer`: `cornerRadius` and `borderWidth` "The default value of this property
    /// is 0.0"; `borderColor` "The default value of this property is an opaque black color";
    /// `masksToBounds` "The default value of this property is false".
    @Test func layerPropertiesStartAtUIKitsDefaultsAndReadBackAsSet() {
        let report = Self.run("""
        let view = UIView()
        print(view.layer.cornerRadius, view.layer.borderWidth, view.layer.masksToBounds)
        print(view.layer.borderColor == UIColor.black.cgColor)
        view.layer.cornerRadius = 7
        view.layer.borderWidth = 2
        view.layer.masksToBounds = true
        view.layer.borderColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3).cgColor
        print(view.layer.cornerRadius, view.layer.borderWidth, view.layer.masksToBounds)
        print(view.layer.borderColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0.3).cgColor)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "0.0 0.0 false\ntrue\n7.0 2.0 true\ntrue\n")
    }

    /// Apple, `UIView.transform`: "The default value of this property is
    /// CGAffineTransformIdentity"; `CGAffineTransform(scaleX:y:)` is `[sx 0 0 sy 0 0]`,
    /// `(translationX:y:)` is `[1 0 0 1 tx ty]`, `(rotationAngle:)` is
    /// `[cos a, sin a, -sin a, cos a, 0, 0]`. swiftc here: `cos(Double.pi)` prints -1.0 and
    /// `sin(Double.pi)` prints 1.2246467991473532e-16.
    @Test func transformsAreValuesAsCoreGraphicsDefinesThem() {
        let report = Self.run("""
        let view = UIView()
        print(view.transform == CGAffineTransform.identity, view.transform.isIdentity)
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        print(view.transform.a, view.transform.d, view.transform.isIdentity)
        view.transform = CGAffineTransform(translationX: -256, y: 10)
        print(view.transform.tx, view.transform.ty)
        view.transform = CGAffineTransform(rotationAngle: CGFloat.pi)
        print(view.transform.a, view.transform.b)
        view.transform = .identity
        print(view.transform.isIdentity)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "true true\n2.0 3.0 false\n-256.0 10.0\n-1.0 1.2246467991473532e-16\ntrue\n")
    }

    /// Apple, `animate(withDuration:delay:options:animations:completion:)`: `animations` holds
    /// "the changes to commit to the views"; `completion` is "executed when the animation
    /// sequence ends" with "a Boolean value that indicates whether or not the animations
    /// actually finished". So the values read back after the call are the final ones, and the
    /// completion comes later (after the top-level code), with true.
    @Test func animationsChangeAtOnceAndCompleteLater() {
        let report = Self.run("""
        let view = UIView()
        UIView.animate(withDuration: 0.5) { view.alpha = 0.25 }
        print("alpha", view.alpha)
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: {
            view.center = CGPoint(x: 10, y: 20)
        }) { finished in
            print("first done", finished, view.center.x)
        }
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 5, options: [],
                       animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) }) { (finished: Bool) in
            print("spring done", finished)
        }
        print("center", view.center.x, view.transform.a)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        // The spring animation (1 s) ends before the delayed one (0.5 s + 1 s).
        #expect(report.output == "alpha 0.25\ncenter 10.0 2.0\nspring done true\nfirst done true 10.0\n")
    }

    /// Apple, `UIImagePickerController`: a `UINavigationController` subclass; `allowsEditing`
    /// "is set to false by default"; `sourceType`: "The default value is
    /// UIImagePickerController.SourceType.photoLibrary". Presented with the default
    /// presentation style it is a sheet over its presenter ([present-sheet] in Apps/README.md):
    /// the presenter stays and gets no disappear callbacks.
    @Test func anImagePickerIsAPresentedRecord() {
        let report = Self.run("""
        class Faces: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard presentedViewController == nil else { return }
                let picker = UIImagePickerController()
                print(picker.allowsEditing, picker.sourceType == .photoLibrary, picker is UINavigationController)
                picker.allowsEditing = true
                picker.delegate = self
                present(picker, animated: true)
                print(presentedViewController === picker, picker.allowsEditing)
            }
            override func viewWillDisappear(_ animated: Bool) {
                print("faces will disappear")
            }
            func imagePickerController(_ picker: UIImagePickerController,
                                       didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                guard let image = info[.originalImage] as? UIImage else { return }
                print(image)
            }
        }
        let window = UIWindow()
        window.rootViewController = Faces()
        window.makeKeyAndVisible()
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "false true true\ntrue true\n")
    }
}

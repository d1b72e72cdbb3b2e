import Testing
@testable import SimBridge
import UIKitSim

/// `UITraitCollection.userInterfaceIdiom` as a controller's traits give it.
///
/// Expected behaviour, from Apple's pages: `UIUserInterfaceIdiom.phone` is "An interface
/// designed for iPhone and iPod touch", `.pad` "An interface designed for iPad"; the raw values
/// are UIKit's (`unspecified` −1, `phone` 0, `pad` 1, `mac` 5: the enumeration's declaration);
/// a trait collection made without an idiom has `.unspecified` ("The default user interface
/// idiom for a trait collection is UIUserInterfaceIdiom.unspecified"). UIKit Catalog's scene
/// delegate and screens test `traitCollection.userInterfaceIdiom == .mac` to drop the
/// navigation bar on a Mac: on an iPhone the test is false.
struct InterfaceIdiomTests {
    static let program = """
    class Screen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let idiom = traitCollection.userInterfaceIdiom
            print(idiom == .phone, idiom == .pad, idiom == .mac, idiom.rawValue)
            let made = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
            print(made.userInterfaceIdiom == .unspecified, UIUserInterfaceIdiom.mac.rawValue)
        }
    }
    let window = UIWindow()
    window.rootViewController = Screen()
    window.makeKeyAndVisible()
    """

    @Test(arguments: [(Device.iPhone, "true false false 0"), (Device.iPad, "false true false 1")])
    func aControllersTraitsNameItsDevicesIdiom(device: Device, expected: String) {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.program)], device: device).perform([])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "\(expected)\ntrue 5\n")
    }
}

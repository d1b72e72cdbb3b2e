import Testing
@testable import UIKitSim

/// How a popover is shown. Expectations: Apple's UIModalPresentationStyle.popover page (in a
/// horizontally regular environment the content shows in a popover; in a horizontally compact
/// one, iOS 13 and later, it "behaves the same as" .formSheet); docs/decisions.md, "Popovers"
/// for how the drawing shows each.
@Suite struct PopoverDrawingTests {
    final class Content: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel()
            label.text = "Choices"
            view.addSubview(label)
        }
    }

    private func drawing(device: Device, style: UIModalPresentationStyle, anchor: Bool = true) -> (String, Simulation) {
        let simulation = Simulation(device: device)
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let presented = simulation.withCurrent { Content() }
        presented.modalPresentationStyle = style
        if anchor { presented.popoverPresentationController?.sourceView = root.view }
        simulation.run { root.present(presented, animated: false) }
        return withExtendedLifetime(window) { (simulation.screenDrawing(), simulation) }
    }

    @Test func onAnIPhoneAPopoverIsDrawnAsTheSheetItAdaptsTo() {
        let (popover, _) = drawing(device: .iPhone, style: .popover, anchor: false)
        let (sheet, _) = drawing(device: .iPhone, style: .formSheet)
        #expect(popover == sheet)
        #expect(popover.contains("Choices"))
        #expect(!popover.contains("▲"))
    }

    @Test func onAnIPadAPopoverIsASmallBoxWithAnArrowNotASheet() {
        let (popover, simulation) = drawing(device: .iPad, style: .popover)
        let (sheet, _) = drawing(device: .iPad, style: .formSheet)
        #expect(simulation.isAlive)
        #expect(popover != sheet)
        #expect(popover.contains("Choices"))
        #expect(popover.split(separator: "\n").contains { $0.contains("▲") })
        #expect(!sheet.contains("▲"))
    }
}

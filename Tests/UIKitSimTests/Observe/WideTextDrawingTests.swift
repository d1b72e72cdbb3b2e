import Testing
@testable import UIKitSim

/// The drawing keeps its box straight when titles are Chinese (two terminal columns a
/// character) and narrows to a narrow terminal (issue: `--screen` grew to 45 or 67 columns on
/// Chinese text and broke at 40 columns).
@Suite struct WideTextDrawingTests {
    typealias Screen = ScreenDrawingTests.Screen

    static func chineseScene(on device: Device) -> (Simulation, UIWindow) {
        let simulation = Simulation(device: device)
        let window = simulation.run {
            let inbox = Screen()
            inbox.title = "收件箱"
            inbox.lines = ["安娜：一起吃午饭吗？", "这是一行非常非常非常非常非常非常非常非常非常非常非常非常非常非常非常非常非常非常非常非常长的中文文字，肯定放不下"]
            let navigation = UINavigationController(rootViewController: inbox)
            navigation.tabBarItem = UITabBarItem(title: "邮件", image: nil, tag: 0)
            let settings = Screen()
            settings.title = "设置"
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, settings]
            let window = UIWindow()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            return window
        }
        return (simulation, window)
    }

    @Test(arguments: [Device.iPhone, Device.iPad])
    func everyRowTakesTheBoxsWidth(device: Device) {
        let (simulation, window) = Self.chineseScene(on: device)
        let drawing = withExtendedLifetime(window) { simulation.screenDrawing() }
        let rows = drawing.split(separator: "\n").map(String.init)
        let width = device == .iPhone ? 42 : 78
        // The box's top and bottom and every row's right border sit at the same column.
        #expect(TerminalColumns.of(rows.first ?? "") == width)
        for row in rows where row.hasSuffix("│") {
            #expect(TerminalColumns.of(row) == width, "\(row)")
        }
        #expect(drawing.contains("收件箱"))
        #expect(drawing.contains("[邮件]"))
        #expect(drawing.contains("…"))
    }

    @Test func aNarrowTerminalGetsANarrowerDrawing() {
        let (simulation, window) = Self.chineseScene(on: .iPhone)
        let drawing = withExtendedLifetime(window) { simulation.screenDrawing(maxColumns: 40) }
        let rows = drawing.split(separator: "\n").map(String.init)
        #expect(rows.allSatisfy { TerminalColumns.of($0) <= 40 })
        #expect(TerminalColumns.of(rows.first ?? "") == 40)
        #expect(drawing.contains("收件箱"))
    }

    @Test func aWideCharacterOverwrittenHalfwayLeavesNoHalf() {
        var canvas = TextCanvas(width: 6, height: 1)
        canvas.write("设置", column: 0, row: 0, limit: 6)
        canvas.put("x", 1, 0)
        #expect(canvas.text == " x置")
        canvas.write("宽", column: 5, row: 0, limit: 6)
        #expect(TerminalColumns.of(canvas.text) <= 6)
    }
}

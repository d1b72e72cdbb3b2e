import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Launch": UIApplicationMain with a main storyboard.
@Suite struct MainStoryboardLaunchTests {
    final class WindowedDelegate: UIApplicationDelegate {
        var window: UIWindow?
        var rootLoadedAtDidFinish: Bool?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            rootLoadedAtDidFinish = window?.rootViewController?.isViewLoaded
            return true
        }
    }

    final class WindowlessDelegate: UIApplicationDelegate {}

    func launch(_ world: StoryboardWorld, _ delegate: UIApplicationDelegate, main: String) -> Int32 {
        world.catalogue.withCurrent {
            UIApplicationMain(world.simulation, delegate, mainStoryboard: .named(main, in: world.catalogue))
        }
    }

    @Test func theInitialControllerBecomesTheRootOfAWindowWithTheScreenBounds() throws {
        // "a window with the screen's bounds is created and assigned to the delegate's window;
        // the storyboard's initial view controller ... becomes window.rootViewController";
        // didFinishLaunching runs before the root's viewDidLoad; makeKeyAndVisible after it.
        let world = StoryboardWorld(device: .iPad)
        let delegate = WindowedDelegate()
        #expect(launch(world, delegate, main: "Main") == 0)
        let window = try #require(delegate.window)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(window.isKeyWindow)
        let nav = try #require(window.rootViewController as? UINavigationController)
        #expect(nav.topViewController is NotesViewController)
        #expect(nav.storyboard != nil)
        #expect(delegate.rootLoadedAtDidFinish == false)
        let lines = world.simulation.lines
        let didFinish = try #require(lines.firstIndex { $0.hasSuffix("application(_:didFinishLaunchingWithOptions:)") })
        let rootLoaded = try #require(lines.firstIndex(of: "UINavigationController.viewDidLoad"))
        #expect(didFinish < rootLoaded)
        #expect(world.simulation.log.isEmpty)
    }

    @Test func aDelegateWithoutAWindowPropertyRaises() {
        let world = StoryboardWorld()
        #expect(launch(world, WindowlessDelegate(), main: "Main") == 1)
        #expect(world.simulation.uncaughtException == SimulatedException(
            name: "NSInternalInconsistencyException",
            reason: "The app delegate must implement the window property if it wants to use a main storyboard file."))
    }

    @Test func noEntryPointLogs() {
        let world = StoryboardWorld()
        _ = launch(world, WindowedDelegate(), main: "Mail")
        #expect(world.simulation.log.first
            == "Failed to instantiate the default view controller for UIMainStoryboardFile 'Mail' "
                + "- perhaps the designated entry point is not set?")
    }

    @Test func aMissingMainStoryboardRaises() {
        let world = StoryboardWorld()
        #expect(launch(world, WindowedDelegate(), main: "Absent") == 1)
        #expect(world.simulation.uncaughtException?.reason.hasPrefix("Could not find a storyboard named 'Absent'") == true)
    }
}

/// Reading `UIMainStoryboardFile` from an Info.plist as Xcode writes it.
@Suite struct InfoPlistTests {
    let xcodePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>$(DEVELOPMENT_LANGUAGE)</string>
    \t<key>UIApplicationSupportsIndirectInputEvents</key>
    \t<true/>
    \t<key>UIMainStoryboardFile</key>
    \t<string>Main</string>
    </dict>
    </plist>
    """

    @Test func readsTheMainStoryboardName() throws {
        #expect(try InfoPlist(text: xcodePlist).mainStoryboardFile == "Main")
    }

    @Test func noKeyMeansNoMainStoryboard() throws {
        let plist = xcodePlist.replacingOccurrences(of: "UIMainStoryboardFile", with: "UILaunchStoryboardName")
        #expect(try InfoPlist(text: plist).mainStoryboardFile == nil)
    }

    @Test func aNonStringValueIsNamed() {
        let plist = xcodePlist.replacingOccurrences(of: "<string>Main</string>", with: "<integer>3</integer>")
        #expect(throws: StoryboardError(file: "Info.plist", line: nil,
                                        message: "'UIMainStoryboardFile' is not a 'string'")) {
            try InfoPlist(text: plist)
        }
    }

    @Test func aNonDictionaryRootIsNamed() {
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array/></plist>"#
        #expect(throws: StoryboardError(file: "Info.plist", line: nil,
                                        message: "the root of the property list is not a 'dict'")) {
            try InfoPlist(text: plist)
        }
    }

    @Test func garbageIsNotAPropertyList() throws {
        do {
            _ = try InfoPlist(text: "<plist><dict><key>A</key>", fileName: "App/Info.plist")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "App/Info.plist")
            #expect(error.message.hasPrefix("not a property list"))
        }
    }
}

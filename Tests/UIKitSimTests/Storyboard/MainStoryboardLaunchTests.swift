import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Launch", step 2.
@Suite struct MainStoryboardLaunchTests {
    final class WindowedDelegate: UIApplicationDelegate {
        var window: UIWindow?
    }

    final class WindowlessDelegate: UIApplicationDelegate {}

    @Test func aWindowWithTheScreenBoundsGetsTheInitialController() throws {
        // "a window with the screen's bounds is created and assigned to the delegate's window;
        // the storyboard's initial view controller ... becomes window.rootViewController"
        let world = StoryboardWorld(device: .iPad)
        let delegate = WindowedDelegate()
        let window = world.catalogue.withCurrent {
            world.simulation.loadMainStoryboard(named: "Main", delegate: delegate)
        }
        let made = try #require(window)
        #expect(delegate.window === made)
        #expect(made.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(made.rootViewController is UINavigationController)
        // makeKeyAndVisible comes after didFinishLaunching, from the launch itself: the root's
        // view is not loaded yet, so didFinishLaunching runs before the root's viewDidLoad.
        #expect(made.isHidden)
        #expect(made.rootViewController?.isViewLoaded == false)
        #expect(world.simulation.log.isEmpty)
    }

    @Test func aDelegateWithoutAWindowPropertyRaises() {
        let world = StoryboardWorld()
        let window = world.catalogue.withCurrent {
            world.simulation.loadMainStoryboard(named: "Main", delegate: WindowlessDelegate())
        }
        #expect(window == nil)
        #expect(world.simulation.uncaughtException == SimulatedException(
            name: "NSInternalInconsistencyException",
            reason: "The app delegate must implement the window property if it wants to use a main storyboard file."))
    }

    @Test func noEntryPointLogsAndLaunchGoesOn() throws {
        let world = StoryboardWorld()
        let delegate = WindowedDelegate()
        let window = world.catalogue.withCurrent {
            world.simulation.loadMainStoryboard(named: "Mail", delegate: delegate)
        }
        #expect(try #require(window).rootViewController == nil)
        #expect(world.simulation.uncaughtException == nil)
        #expect(world.simulation.log == [
            "Failed to instantiate the default view controller for UIMainStoryboardFile 'Mail' "
                + "- perhaps the designated entry point is not set?",
        ])
    }

    @Test func aMissingMainStoryboardRaises() {
        let world = StoryboardWorld()
        let window = world.catalogue.withCurrent {
            world.simulation.loadMainStoryboard(named: "Absent", delegate: WindowedDelegate())
        }
        #expect(window == nil)
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

import Testing
@testable import SimBridge
import UIKitSim

/// Menus, bar button items' menus, tint and spaces, navigation items' prompt, subtitle and
/// search controller, `NSLocalizedString` and `Swift.debugPrint` (issue 13: Apple's NavBar
/// sample). Each expectation cites Apple's documentation page, or swiftc run here for Swift.
struct MenusAndSearchTests {
    static func run(_ text: String, _ more: [ProgramFile] = []) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)] + more).run()
    }

    @Test func aMenuKeepsItsTitleAndChildrenAndABarButtonItemItsMenu() {
        // Apple, `UIMenu.children`: "The child elements of the menu"; `UIMenuElement.title`;
        // `UIBarButtonItem.menu`: "The menu associated with the bar button item" (nil by
        // default). `UIAction(title:image:…handler:)`: every parameter but the handler defaults.
        let report = Self.run("""
        func picked(_ action: UIAction) { print("picked", action.title) }
        let doc = UIImage(systemName: "doc.on.doc")
        let copy = UIAction(title: "Copy", image: doc, handler: picked)
        let menu = UIMenu(title: "Edit", children: [copy, UIAction(title: "Move", image: nil, handler: picked)])
        print(menu.title, menu.children.count, menu.children[1].title, copy.image === doc)
        let item = UIBarButtonItem(title: "Options", style: .plain, target: nil, action: nil)
        print(item.menu == nil)
        item.menu = menu
        print(item.menu === menu, UIMenu(children: []).title.isEmpty)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "Edit 2 Move true\ntrue\ntrue true\n")
    }

    @Test func barButtonItemsKeepTintStyleSpacesAndTheSharedBackground() {
        // Apple, `UIBarButtonItem.tintColor` (UIView's and UIBarItem's: nil unless set);
        // `hidesSharedBackground`: "The default value is NO"; `flexibleSpace()` and
        // `fixedSpace(_:)` are the system items of those names; `width`: 0 by default.
        let report = Self.run("""
        let info = UIBarButtonItem(image: UIImage(systemName: "info.circle"), style: .plain, target: nil, action: nil)
        print(info.tintColor == nil, info.hidesSharedBackground)
        info.tintColor = .systemOrange
        info.style = .prominent
        info.hidesSharedBackground = true
        print(info.tintColor == UIColor.systemOrange, info.style == .prominent, info.hidesSharedBackground)
        let space = UIBarButtonItem.fixedSpace(8)
        print(space.width, UIBarButtonItem.flexibleSpace().width)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true false\ntrue true true\n8.0 0.0\n")
    }

    @Test func aNavigationItemKeepsItsButtonArraysPromptSubtitleAndSearch() {
        // Apple, `UINavigationItem.rightBarButtonItem`: setting it is setting
        // `rightBarButtonItems` to that one item, and it reads the first of them;
        // `prompt` and `titleView`: nil by default; `searchController`: nil by default;
        // `hidesSearchBarWhenScrolling`: "The default value of this property is true."
        // `UISearchController.obscuresBackgroundDuringPresentation` and
        // `hidesNavigationBarDuringPresentation`: "The default value of this property is true."
        // `UISearchBar.text` and `placeholder`: "The default value is nil."
        let report = Self.run("""
        class Results: UIViewController {}
        let controller = UIViewController()
        let item = controller.navigationItem
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let select = UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)
        item.rightBarButtonItems = [done, .fixedSpace(0), select]
        print(item.rightBarButtonItems?.count ?? 0, item.rightBarButtonItem === done)
        item.rightBarButtonItem = select
        print(item.rightBarButtonItems?.count ?? 0, item.prompt == nil, item.subtitle == nil)
        let segments = UISegmentedControl(items: ["Image", "Text"])
        print(item.titleView == nil)
        item.titleView = segments
        print(item.titleView === segments)
        item.prompt = "Top"
        item.subtitle = "Sub"
        print(item.prompt ?? "nil", item.subtitle ?? "nil", item.searchController == nil, item.hidesSearchBarWhenScrolling)
        let search = UISearchController(searchResultsController: Results())
        item.searchController = search
        print(item.searchController === search, search.searchResultsController is Results)
        print(search.obscuresBackgroundDuringPresentation, search.hidesNavigationBarDuringPresentation, search.isActive)
        print(search.searchBar.text == nil, search.searchBar.placeholder == nil)
        search.searchBar.placeholder = "Cities"
        print(search.searchBar.placeholder ?? "nil", item.searchBarPlacementBarButtonItem === item.searchBarPlacementBarButtonItem)
        controller.toolbarItems = [.init(image: UIImage(systemName: "camera")), UIBarButtonItem.flexibleSpace(), item.searchBarPlacementBarButtonItem]
        print(controller.toolbarItems?.count ?? 0)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == """
        3 true
        1 true true
        true
        true
        Top Sub true true
        true true
        true true false
        true true
        Cities true
        3

        """)
    }

    @Test func aButtonConfigurationIsAValueTheButtonKeepsACopyOf() {
        // Apple, `UIButton.Configuration` is a struct (value semantics: a copy changed later
        // leaves the button's alone); `title` and `baseForegroundColor` are nil until set;
        // `UIButton.configuration`: nil for a button made without one.
        let report = Self.run("""
        var configuration = UIButton.Configuration.plain()
        print(configuration.title == nil, configuration.baseForegroundColor == nil)
        configuration.title = "Subtitle Button"
        configuration.baseForegroundColor = .systemBlue
        let button = UIButton(configuration: configuration)
        configuration.title = "Changed"
        print(button.configuration?.title ?? "nil", configuration.title ?? "nil")
        print(UIButton(type: .system).configuration == nil)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true true\nSubtitle Button Changed\ntrue\n")
    }

    @Test func theTitleOfAConfiguredButtonIsRefused() {
        let report = Self.run("""
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        print(UIButton(configuration: configuration).currentTitle ?? "nil")
        """)
        #expect(report.status != "ok")
        #expect("\(report.diagnostics) \(String(describing: report.exception))".contains("not supported"))
    }

    @Test func activatingSearchIsRefusedAsNotSupported() {
        let report = Self.run("""
        let search = UISearchController(searchResultsController: nil)
        search.isActive = true
        """)
        #expect(report.status != "ok")
        #expect("\(report.diagnostics) \(String(describing: report.exception)) \(report.output)".contains("not supported"))
    }

    @Test func nsLocalizedStringReadsTheDevelopmentLanguageTable() {
        // Apple, `Bundle.localizedString(forKey:value:table:)`: the table's value for the key;
        // "If key is not found and value is nil or an empty string, returns key. If key is not
        // found and value is non-nil and not empty, returns value." NSLocalizedString reads
        // the table `Localizable` unless given `tableName:`.
        let strings = ProgramFile(name: "Localizable.strings", text: """
        /* A comment */
        "AddTitle" = "Add";
        // Another
        "Quote" = "Say \\"hi\\"";
        """)
        let report = Self.run("""
        print(NSLocalizedString("AddTitle", comment: ""))
        print(NSLocalizedString("Select", comment: "not in the table"))
        print(NSLocalizedString("Missing", value: "Fallback", comment: ""))
        print(NSLocalizedString("Quote", comment: ""))
        print(NSLocalizedString("AddTitle", tableName: "Other", comment: ""))
        """, [strings])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "Add\nSelect\nFallback\nSay \"hi\"\nAddTitle\n")
    }

    @Test func aMalformedStringsFileIsADiagnosticNamingItsLine() {
        let strings = ProgramFile(name: "Localizable.strings", text: "\"A\" = \"B\";\n\"C\" \"D\";\n")
        let report = Self.run("print(1)", [strings])
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.first?.line == 2)
        #expect(report.diagnostics.first?.message.contains("Localizable.strings") == true)
    }

    @Test func moduleQualifiedPrintAndDebugPrintWriteAsSwiftDoes() {
        // swiftc 6.3 here: `Swift.debugPrint("a \\(1)")` prints "a 1" in quotes,
        // `Swift.print("x", 2)` prints x 2.
        let report = Self.run("""
        Swift.debugPrint("Menu handler: \\("Copy")")
        Swift.print("x", 2)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "\"Menu handler: Copy\"\nx 2\n")
    }
}

/// Storyboard tables with static content (Xcode's "Static Cells", `dataMode="static"`): the
/// table view controller serves the cells without data source methods, and a tap on a cell
/// fires the segue drawn from it ([table-select] and [prepare] in Apps/README.md).
struct StaticCellsTests {
    /// A static cell labelled `text`, with a `show` segue to `detail` when `segue` is given.
    static func cell(_ id: String, _ text: String, segue: String? = nil, disclosure: Bool = false) -> String {
        let connections = segue.map {
            """
                <connections>
                    <segue destination="detail" kind="show" identifier="\($0)" id="g-\(id)"/>
                </connections>
            """
        } ?? ""
        return """
            <tableViewCell\(disclosure ? " accessoryType=\"disclosureIndicator\"" : "") id="\(id)">
                <tableViewCellContentView key="contentView" id="cv-\(id)">
                    <subviews>
                        <label text="\(text)" id="l-\(id)"/>
                    </subviews>
                </tableViewCellContentView>
            \(connections)
            </tableViewCell>
            """
    }

    /// The navigation controller's root (`list`, class `Menu`) is a static table of two
    /// sections: "First" (segue `first`), then "Second" and "Third" (segue `third`).
    static let storyboard = NavigationStoryboardXML.document(controllers: [
        """
        <tableViewController id="list" customClass="Menu" sceneMemberID="viewController">
            <tableView key="view" dataMode="static" style="plain" id="table">
                <sections>
                    <tableViewSection id="sec1">
                        <cells>
        \(cell("c1", "First", segue: "first", disclosure: true))
                        </cells>
                    </tableViewSection>
                    <tableViewSection id="sec2">
                        <cells>
        \(cell("c2", "Second"))
        \(cell("c3", "Third", segue: "third"))
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        </tableViewController>
        """,
        """
        <viewController id="detail" customClass="Detail" sceneMemberID="viewController">
            <view key="view" id="dv"/>
        </viewController>
        """,
    ])

    @Test func aStaticTableShowsItsCellsAndACellsSegueFires() {
        let program = """
        class Detail: UIViewController {}
        class Menu: UITableViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print(tableView.numberOfSections, tableView.numberOfRows(inSection: 0), tableView.numberOfRows(inSection: 1))
                let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 1))
                print(cell?.textLabel?.text ?? "nil", cell === tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                print("prepare", segue.identifier ?? "nil", segue.destination is Detail)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        window.makeKeyAndVisible()
        """
        let run = ProgramRun(files: [ProgramFile(name: "main.swift", text: program),
                                     ProgramFile(name: "Main.storyboard", text: Self.storyboard)])
        let report = run.perform([.tapRow(0)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        #expect(report.output == "2 1 2\nThird true\nprepare first true\n")
    }
}

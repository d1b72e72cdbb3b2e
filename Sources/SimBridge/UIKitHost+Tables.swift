import SwiftSubset
import UIKitSim

/// UITableViewController (script subclasses), UITableView, UITableViewCell and IndexPath.
extension UIKitHost {
    /// The data source and delegate methods a script table controller overrides.
    static let tableCallbackNames = [
        "numberOfSections(in:)", "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
        "tableView(_:didSelectRowAt:)",
    ]

    func addTables() {
        addTableViewController()
        addTableView()
        addTableViewCell()
        addIndexPath()
    }

    /// Methods of a host class whose native implementation is the scripted controller's
    /// `super` (the lifecycle, and `extra` names such as the table's data source methods).
    func defineSuperCalls(on hostClass: HostClass, extra: [String] = []) {
        let bridge = bridge
        for name in Self.callbackNames + extra {
            hostClass.define(name) { object, args throws(Interrupt) -> Value in
                var result = Value.void
                try bridge.perform { result = (object as? ScriptedController)?.callSuper(name, args) ?? .void }
                return result
            }
        }
    }

    private func addTableViewController() {
        let bridge = bridge
        let host = self
        let hostClass = ui.tableViewController
        hostClass.describe = { "\($0)" }
        defineSuperCalls(on: hostClass, extra: Self.tableCallbackNames)
        let make: (UITableView.Style, AnyObject) -> UITableViewController = { style, script in
            if let link = host.scriptLink(for: script) { return ScriptedTableViewController(link: link, style: style) }
            return UITableViewController(style: style)
        }
        hostClass.defineInit("init()") { _, script throws(Interrupt) -> AnyObject in
            bridge.within { make(.plain, script) }
        }
        hostClass.defineInit("init(style:)") { args, script throws(Interrupt) -> AnyObject in
            let style = try Self.caseArgument(args, 0, in: "UITableViewController(style:)", [
                "plain": UITableView.Style.plain, "grouped": .grouped, "insetGrouped": .insetGrouped,
            ])
            return bridge.within { make(style, script) }
        }
        hostClass.properties["tableView"] = HostProperty(get: { object throws(Interrupt) -> Value in
            let table = bridge.within { (object as? UITableViewController)?.tableView }
            try bridge.surface()
            return host.value(table)
        })
    }

    private func addTableView() {
        let bridge = bridge
        let host = self
        let table = ui.tableView
        table.describe = { "\($0)" }
        table.define("register(_:forCellReuseIdentifier:)") { object, args throws(Interrupt) -> Value in
            guard args.count == 2, let identifier = Self.text(args[1]) else {
                throw .fatal("Fatal error: register(_:forCellReuseIdentifier:) expects a cell class and an identifier")
            }
            (object as? UITableView)?.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
            return .void
        }
        table.define("dequeueReusableCell(withIdentifier:for:)") { object, args throws(Interrupt) -> Value in
            guard args.count == 2, let identifier = Self.text(args[0]), let path = Self.native(args[1]) as? IndexPathBox else {
                throw .fatal("Fatal error: dequeueReusableCell(withIdentifier:for:) expects an identifier and an IndexPath")
            }
            return host.value(bridge.within { (object as? UITableView)?.dequeueReusableCell(withIdentifier: identifier, for: path.indexPath) })
        }
        table.define("dequeueReusableCell(withIdentifier:)") { object, args throws(Interrupt) -> Value in
            let identifier = args.first.flatMap(Self.text) ?? ""
            let cell = bridge.within { (object as? UITableView)?.dequeueReusableCell(withIdentifier: identifier) }
            return .optional(host.value(cell).optionalPayload)
        }
        table.define("reloadData()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UITableView)?.reloadData() }
            return .void
        }
        table.define("numberOfRows(inSection:)") { object, args throws(Interrupt) -> Value in
            var rows = 0
            try bridge.perform { rows = (object as? UITableView)?.numberOfRows(inSection: args.first.flatMap(Self.integer) ?? 0) ?? 0 }
            return .int(rows)
        }
        table.define("cellForRow(at:)") { object, args throws(Interrupt) -> Value in
            let path = args.first.flatMap { Self.native($0) as? IndexPathBox }
            let cell = path.flatMap { (object as? UITableView)?.cellForRow(at: $0.indexPath) }
            return .optional(host.value(cell).optionalPayload)
        }
        table.properties["numberOfSections"] = HostProperty(get: { object throws(Interrupt) -> Value in
            var sections = 0
            try bridge.perform { sections = (object as? UITableView)?.numberOfSections ?? 0 }
            return .int(sections)
        })
        table.properties["dataSource"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .optional(host.value((object as? UITableView)?.dataSource).optionalPayload) },
            set: { object, value throws(Interrupt) in
                (object as? UITableView)?.dataSource = host.forwardingObject(value, as: UITableViewDataSource.self)
            })
        table.properties["delegate"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .optional(host.value((object as? UITableView)?.delegate).optionalPayload) },
            set: { object, value throws(Interrupt) in
                (object as? UITableView)?.delegate = host.forwardingObject(value, as: UITableViewDelegate.self)
            })
        table.properties["visibleCells"] = arrayProperty(UITableView.self) { $0.visibleCells }
        table.properties["rowHeight"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .double(Double((object as? UITableView)?.rowHeight ?? 44)) },
            set: { object, value throws(Interrupt) in
                if let height = Self.number(value) { (object as? UITableView)?.rowHeight = height }
            })
    }

    private func addTableViewCell() {
        let bridge = bridge
        let cell = ui.tableViewCell
        cell.describe = { "\($0)" }
        cell.defineInit("init(style:reuseIdentifier:)") { args, _ throws(Interrupt) -> AnyObject in
            let style = try Self.caseArgument(args, 0, in: "UITableViewCell(style:reuseIdentifier:)", [
                "default": UITableViewCell.CellStyle.default, "value1": .value1, "value2": .value2, "subtitle": .subtitle,
            ])
            let identifier = args.count > 1 ? Self.text(args[1]) : nil
            return bridge.within { UITableViewCell(style: style, reuseIdentifier: identifier) }
        }
        cell.properties["textLabel"] = objectProperty(UITableViewCell.self) { $0.textLabel }
        cell.properties["reuseIdentifier"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UITableViewCell)?.reuseIdentifier.map(Value.string))
        })
    }

    private func addIndexPath() {
        let path = ui.indexPath
        path.describe = { object in
            guard let box = object as? IndexPathBox else { return "[]" }
            return "[\(box.indexPath.section), \(box.indexPath.row)]"
        }
        path.defineInit("init(row:section:)") { args, _ throws(Interrupt) -> AnyObject in
            guard args.count == 2, let row = Self.integer(args[0]), let section = Self.integer(args[1]) else {
                throw .fatal("Fatal error: IndexPath(row:section:) expects two integers")
            }
            return IndexPathBox(IndexPath(row: row, section: section))
        }
        path.properties["row"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? IndexPathBox)?.indexPath.row ?? 0)
        })
        path.properties["section"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? IndexPathBox)?.indexPath.section ?? 0)
        })
    }
}

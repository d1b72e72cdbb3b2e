import SwiftSubset
import UIKitSim

/// UITableViewController, UITableView, UITableViewCell and IndexPath.
extension UIKitHost {
    /// The data source and delegate methods a script adopting the protocols implements.
    static let tableCallbackNames = [
        "numberOfSections(in:)", "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
        "tableView(_:didSelectRowAt:)", "tableView(_:accessoryButtonTappedForRowWith:)",
    ]

    func addTables() {
        addTableViewController()
        addTableView()
        addTableViewCell()
        addIndexPath()
    }

    private func addTableViewController() {
        let bridge = bridge
        let host = self
        let hostClass = ui.tableViewController
        hostClass.describe = { "\($0)" }
        hostClass.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            bridge.within { UITableViewController(style: .plain) }
        }
        hostClass.defineInit("init(style:)") { args, _ throws(Interrupt) -> AnyObject in
            let style = try Self.caseArgument(args, 0, in: "UITableViewController(style:)", [
                "plain": UITableView.Style.plain, "grouped": .grouped, "insetGrouped": .insetGrouped,
            ])
            return bridge.within { UITableViewController(style: style) }
        }
        hostClass.properties["clearsSelectionOnViewWillAppear"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .bool((object as? UITableViewController)?.clearsSelectionOnViewWillAppear ?? true)
            },
            set: { object, value throws(Interrupt) in
                if case .bool(let flag) = value.unwrapped { (object as? UITableViewController)?.clearsSelectionOnViewWillAppear = flag }
            })
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
            if case .metatype(let cellClass) = args[0].unwrapped, cellClass.host == nil {
                (object as? UITableView)?.register(cellMaker: host.scriptCellMaker(cellClass.name), forCellReuseIdentifier: identifier)
            } else {
                (object as? UITableView)?.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
            }
            return .void
        }
        table.define("dequeueReusableCell(withIdentifier:for:)") { object, args throws(Interrupt) -> Value in
            guard args.count == 2, let identifier = Self.text(args[0]), let path = Self.native(args[1]) as? IndexPathBox else {
                throw .fatal("Fatal error: dequeueReusableCell(withIdentifier:for:) expects an identifier and an IndexPath")
            }
            let cell = bridge.within { (object as? UITableView)?.dequeueReusableCell(withIdentifier: identifier, for: path.indexPath) }
            try bridge.surface()  // a storyboard cell's outlet may have raised
            return host.value(cell)
        }
        table.define("dequeueReusableCell(withIdentifier:)") { object, args throws(Interrupt) -> Value in
            let identifier = args.first.flatMap(Self.text) ?? ""
            let cell = bridge.within { (object as? UITableView)?.dequeueReusableCell(withIdentifier: identifier) }
            try bridge.surface()
            return .optional(host.value(cell).optionalPayload)
        }
        table.define("reloadData()") { object, _ throws(Interrupt) -> Value in
            try bridge.perform { (object as? UITableView)?.reloadData() }
            return .void
        }
        let rowUpdates: [(String, (UITableView, [IndexPath], UITableView.RowAnimation) -> Void)] = [
            ("insertRows(at:with:)", { $0.insertRows(at: $1, with: $2) }),
            ("deleteRows(at:with:)", { $0.deleteRows(at: $1, with: $2) }),
            ("reloadRows(at:with:)", { $0.reloadRows(at: $1, with: $2) }),
        ]
        let animations = Self.namedCases(UITableView.RowAnimation.self)
        for (name, update) in rowUpdates {
            table.define(name) { object, args throws(Interrupt) -> Value in
                guard args.count == 2, case .array(let items) = args[0].unwrapped else {
                    throw .fatal("Fatal error: \(name) expects an array of index paths and a row animation")
                }
                let paths = items.compactMap { (Self.native($0) as? IndexPathBox)?.indexPath }
                let animation = try Self.caseArgument(args, 1, in: name, animations)
                try bridge.perform { if let table = object as? UITableView { update(table, paths, animation) } }
                return .void
            }
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
        addTableSelection(table)
        table.properties["numberOfSections"] = HostProperty(get: { object throws(Interrupt) -> Value in
            var sections = 0
            try bridge.perform { sections = (object as? UITableView)?.numberOfSections ?? 0 }
            return .int(sections)
        })
        table.properties["dataSource"] = delegateProperty(UITableView.self, UITableViewDataSource.self,
                                                          get: { $0.dataSource }, set: { $0.dataSource = $1 })
        table.properties["delegate"] = delegateProperty(UITableView.self, UITableViewDelegate.self,
                                                        get: { $0.delegate }, set: { $0.delegate = $1 })
        table.properties["visibleCells"] = arrayProperty(UITableView.self) { $0.visibleCells }
        table.properties["rowHeight"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .double(Double((object as? UITableView)?.rowHeight ?? 44)) },
            set: { object, value throws(Interrupt) in
                if let height = Self.number(value) { (object as? UITableView)?.rowHeight = height }
            })
    }

    /// The selected row: `indexPathForSelectedRow`, `selectRow(at:animated:scrollPosition:)`,
    /// `deselectRow(at:animated:)`, and `indexPath(for:)` of a cell on screen.
    private func addTableSelection(_ table: HostClass) {
        let host = self
        func path(_ value: Value?) -> IndexPath? { value.flatMap { (Self.native($0) as? IndexPathBox)?.indexPath } }
        table.properties["indexPathForSelectedRow"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UITableView)?.indexPathForSelectedRow.map { host.value(IndexPathBox($0)) })
        })
        table.define("selectRow(at:animated:scrollPosition:)") { object, args throws(Interrupt) -> Value in
            (object as? UITableView)?.selectRow(at: path(args.first), animated: Self.bool(args, 1))
            return .void
        }
        table.define("deselectRow(at:animated:)") { object, args throws(Interrupt) -> Value in
            guard let indexPath = path(args.first) else {
                throw .fatal("Fatal error: deselectRow(at:animated:) expects an IndexPath")
            }
            (object as? UITableView)?.deselectRow(at: indexPath, animated: Self.bool(args, 1))
            return .void
        }
        table.define("indexPath(for:)") { object, args throws(Interrupt) -> Value in
            let cell = args.first.flatMap { Self.native($0) as? UITableViewCell }
            let found = cell.flatMap { (object as? UITableView)?.indexPath(for: $0) }
            return .optional(found.map { host.value(IndexPathBox($0)) })
        }
    }

    /// Makes cells of the script subclass `className` of `UITableViewCell` for a table that
    /// registered it, as UIKit makes them: `init(style: .default, reuseIdentifier:)`.
    func scriptCellMaker(_ className: String) -> (String) -> UITableViewCell {
        let types = types
        return { [weak bridge, weak types] identifier in
            let style = types?.enumCase("UITableViewCell.CellStyle", "default") ?? .void
            let args: [Value] = [style, .optional(.string(identifier))]
            guard let types else { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
            return bridge?.makeForUIKit(className, in: types, initializer: "init(style:reuseIdentifier:)", args,
                                        as: UITableViewCell.self)
                ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
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
        cell.properties["contentView"] = objectProperty(UITableViewCell.self) { $0.contentView }
        cell.propertyTypes["contentView"] = "UIView"
        cell.properties["detailTextLabel"] = objectProperty(UITableViewCell.self) { $0.detailTextLabel }
        cell.properties["reuseIdentifier"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UITableViewCell)?.reuseIdentifier.map(Value.string))
        })
        addAccessoryType(to: cell)
    }

    /// A cell's `accessoryType` (`UITableViewCell.AccessoryType`).
    private func addAccessoryType(to cell: HostClass) {
        let host = self
        let names: [(String, UITableViewCell.AccessoryType)] = [
            ("none", .none), ("disclosureIndicator", .disclosureIndicator), ("detailDisclosureButton", .detailDisclosureButton),
            ("checkmark", .checkmark), ("detailButton", .detailButton),
        ]
        cell.properties["accessoryType"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                let type = (object as? UITableViewCell)?.accessoryType ?? .none
                return host.enumValue("UITableViewCell.AccessoryType", names.first { $0.1 == type }?.0 ?? "none") ?? .void
            },
            set: { object, value throws(Interrupt) in
                let type = try Self.caseArgument([value], 0, in: "accessoryType", Dictionary(uniqueKeysWithValues: names))
                (object as? UITableViewCell)?.accessoryType = type
            })
        cell.propertyTypes["accessoryType"] = "UITableViewCell.AccessoryType"
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
        path.properties["item"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? IndexPathBox)?.indexPath.item ?? 0)
        })
        path.defineInit("init(item:section:)") { args, _ throws(Interrupt) -> AnyObject in
            guard args.count == 2, let item = Self.integer(args[0]), let section = Self.integer(args[1]) else {
                throw .fatal("Fatal error: IndexPath(item:section:) expects two integers")
            }
            return IndexPathBox(IndexPath(item: item, section: section))
        }
    }
}

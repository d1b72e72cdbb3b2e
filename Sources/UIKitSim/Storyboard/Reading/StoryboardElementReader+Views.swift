import Foundation

extension StoryboardElementReader {
    /// Reads a view element and the views below it. A table view's cells (prototypes, or the
    /// cells of static sections) become its subviews; a cell's content is read for its text only.
    func view(from element: XMLElementNode) throws(StoryboardError) -> SceneView {
        let id = element["id"] ?? ""
        let kind = viewKind(of: element)
        let trigger: SegueTrigger
        var subviews: [SceneView] = []
        switch kind {
        case .tableViewCell:
            trigger = .cell(viewID: id)
            // A cell's own views sit in its content view (prototype cells with custom classes).
            for content in element.children(named: "tableViewCellContentView") {
                for container in content.children(named: "subviews") {
                    for child in container.children {
                        subviews.append(try view(from: child))
                    }
                }
            }
        case .collectionViewCell:
            trigger = .cell(viewID: id)
            // A collection cell's own views sit in its keyed content view.
            for content in element.children where content["key"] == "contentView" {
                for container in content.children(named: "subviews") {
                    for child in container.children {
                        subviews.append(try view(from: child))
                    }
                }
            }
        case .tableView:
            trigger = .control(viewID: id)
            for cell in cells(of: element) {
                subviews.append(try view(from: cell))
            }
        case .collectionView:
            trigger = .control(viewID: id)
            for cell in element.children(named: "cells").flatMap({ $0.children(named: "collectionViewCell") }) {
                subviews.append(try view(from: cell))
            }
        default:
            trigger = .control(viewID: id)
        }
        if kind.isCell {} else {
            for container in element.children(named: "subviews") {
                for child in container.children {
                    subviews.append(try view(from: child))
                }
            }
        }
        var made = SceneView(
            id: id, kind: kind, subviews: subviews,
            segues: try segues(in: element, trigger: trigger), line: element.line,
            frame: frame(of: element), actions: try actions(in: element),
            customClass: element["customClass"], outlets: try outlets(in: element),
            accessoryType: element["accessoryType"],
            cellStyle: element.name == "tableViewCell" ? element["style"] : nil)
        made.translatesAutoresizingMask = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        if case .tableView = kind { made.rowHeight = element["rowHeight"].flatMap(Double.init).map { CGFloat($0) } }
        for guide in element.children(named: "viewLayoutGuide") + element.children(named: "keyboardLayoutGuide") {
            guard let key = guide["key"], let id = guide["id"] else { continue }
            guard UILayoutGuide.Kind(storyboardKey: key) != nil else {
                throw error(guide.line, "\(guide.name) '\(id)' has the key '\(key)', which names no layout guide UIKit gives a view")
            }
            made.layoutGuideIDs[key] = id
        }
        made.constraints = try element.children(named: "constraints").flatMap { $0.children(named: "constraint") }.map(constraint)
        if case .tableView = kind, element["dataMode"] == "static" {
            made.staticSectionSizes = staticSections(of: element).map(\.count)
        }
        return made
    }

    /// A `constraint` element; an attribute, relation or number Xcode would not write is an
    /// error naming the line.
    private func constraint(from element: XMLElementNode) throws(StoryboardError) -> SceneConstraint {
        let id = element["id"] ?? ""
        guard let firstName = element["firstAttribute"], let first = SceneConstraint.attribute(named: firstName) else {
            throw error(element.line, "constraint '\(id)' has no firstAttribute UIKit knows (\(element["firstAttribute"] ?? "none"))")
        }
        let second = try element["secondAttribute"].map { name throws(StoryboardError) -> NSLayoutConstraint.Attribute in
            guard let found = SceneConstraint.attribute(named: name) else {
                throw error(element.line, "constraint '\(id)' has a secondAttribute UIKit does not know (\(name))")
            }
            return found
        } ?? .notAnAttribute
        let relations: [String: NSLayoutConstraint.Relation] = ["greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual]
        let relation = try element["relation"].map { name throws(StoryboardError) -> NSLayoutConstraint.Relation in
            guard let found = relations[name] else { throw error(element.line, "constraint '\(id)' has an unknown relation '\(name)'") }
            return found
        } ?? .equal
        guard let multiplier = SceneConstraint.multiplier(element["multiplier"]),
              let constant = Double(element["constant"] ?? "0"), let priority = Float(element["priority"] ?? "1000") else {
            throw error(element.line, "constraint '\(id)' has a multiplier, constant or priority that is not a number")
        }
        return SceneConstraint(id: id, line: element.line, firstItem: element["firstItem"], firstAttribute: first, relation: relation,
                               secondItem: element["secondItem"], secondAttribute: second, multiplier: multiplier,
                               constant: CGFloat(constant), priority: priority, identifier: element["identifier"])
    }

    /// The `rect key="frame"` child as a rectangle; nil when absent or not numeric.
    private func frame(of element: XMLElementNode) -> CGRect? {
        guard let rect = element.keyedChild("frame", named: "rect") else { return nil }
        let numbers = ["x", "y", "width", "height"].compactMap { rect[$0].flatMap(Double.init) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func viewKind(of element: XMLElementNode) -> SceneViewKind {
        switch element.name {
        case "view": return .plain
        case "button":
            let configured = element.keyedChild("configuration", named: "buttonConfiguration")?["title"]
            let normal = element.children(named: "state").first { $0["key"] == "normal" }?["title"]
            return .button(title: configured ?? normal)
        case "label": return .label(text: element["text"])
        case "tableView": return .tableView
        case "collectionView":
            let size = element.keyedChild("collectionViewLayout", named: "collectionViewFlowLayout")?
                .children(named: "size").first { $0["key"] == "itemSize" }
            let numbers = ["width", "height"].compactMap { size?[$0].flatMap(Double.init) }
            return .collectionView(itemSize: numbers.count == 2 ? CGSize(width: numbers[0], height: numbers[1]) : nil)
        case "collectionViewCell": return .collectionViewCell(reuseIdentifier: element["reuseIdentifier"])
        case "tableViewCell":
            return .tableViewCell(reuseIdentifier: element["reuseIdentifier"], text: firstLabelText(in: element))
        case "containerView": return .containerView
        case let name where SceneWidget.elementNames.contains(name): return .widget(SceneWidget(element))
        default: return .other(elementName: element.name)
        }
    }

    /// Prototype cells, then static cells (`sections/tableViewSection/cells/tableViewCell`).
    private func cells(of tableView: XMLElementNode) -> [XMLElementNode] {
        let prototypes = tableView.children(named: "prototypes").flatMap { $0.children(named: "tableViewCell") }
        return prototypes + staticSections(of: tableView).flatMap { $0 }
    }

    /// The static cells of each `tableViewSection`, in order.
    private func staticSections(of tableView: XMLElementNode) -> [[XMLElementNode]] {
        tableView.children(named: "sections")
            .flatMap { $0.children(named: "tableViewSection") }
            .map { section in section.children(named: "cells").flatMap { $0.children(named: "tableViewCell") } }
    }

    /// The `text` of the first `label` anywhere inside `element`, depth first.
    private func firstLabelText(in element: XMLElementNode) -> String? {
        for child in element.children {
            if child.name == "label", let text = child["text"] { return text }
            if let found = firstLabelText(in: child) { return found }
        }
        return nil
    }
}

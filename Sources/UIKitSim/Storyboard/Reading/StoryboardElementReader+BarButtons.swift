extension StoryboardElementReader {
    /// The bar button items of a `navigationItem` element, left before right as written.
    func barButtonItems(in navigationItem: XMLElementNode?) throws(StoryboardError) -> [SceneBarButtonItem] {
        guard let navigationItem else { return [] }
        var result: [SceneBarButtonItem] = []
        for child in navigationItem.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"?), ("barButtonItem", "rightBarButtonItem"?):
                result.append(try barButtonItem(child, isRight: child["key"] == "rightBarButtonItem"))
            case ("leftBarButtonItems", _), ("rightBarButtonItems", _):
                for item in child.children(named: "barButtonItem") {
                    result.append(try barButtonItem(item, isRight: child.name == "rightBarButtonItems"))
                }
            default:
                continue
            }
        }
        return result
    }

    /// The `barButtonItem`s of a controller's `toolbarItems` element, in order.
    func toolbarItems(of controller: XMLElementNode) throws(StoryboardError) -> [SceneBarButtonItem] {
        var result: [SceneBarButtonItem] = []
        for list in controller.children(named: "toolbarItems") {
            for item in list.children(named: "barButtonItem") {
                result.append(try barButtonItem(item, isRight: false, isToolbarItem: true))
            }
        }
        return result
    }

    private func barButtonItem(_ element: XMLElementNode, isRight: Bool,
                               isToolbarItem: Bool = false) throws(StoryboardError) -> SceneBarButtonItem {
        let id = element["id"] ?? ""
        return SceneBarButtonItem(
            id: id, isRight: isRight, isToolbarItem: isToolbarItem, title: element["title"], systemItem: element["systemItem"],
            segues: try segues(in: element, trigger: .barButtonItem(itemID: id)),
            actions: try actions(in: element))
    }
}

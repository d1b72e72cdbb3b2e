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

    private func barButtonItem(_ element: XMLElementNode, isRight: Bool) throws(StoryboardError) -> SceneBarButtonItem {
        let id = element["id"] ?? ""
        return SceneBarButtonItem(
            id: id, isRight: isRight, title: element["title"], systemItem: element["systemItem"],
            segues: try segues(in: element, trigger: .barButtonItem(itemID: id)),
            actions: try actions(in: element))
    }
}

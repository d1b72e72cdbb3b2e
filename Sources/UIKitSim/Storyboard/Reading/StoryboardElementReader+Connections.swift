extension StoryboardElementReader {
    /// The `outlet` elements of `element`'s `connections`; one without `property` or
    /// `destination` is an error naming its line.
    func outlets(in element: XMLElementNode) throws(StoryboardError) -> [OutletConnection] {
        var result: [OutletConnection] = []
        for outlet in element.children(named: "connections").flatMap({ $0.children(named: "outlet") }) {
            guard let property = outlet["property"], let destination = outlet["destination"] else {
                throw error(outlet.line, "outlet '\(outlet["id"] ?? "")' needs both 'property' and 'destination'")
            }
            result.append(OutletConnection(property: property, destinationID: destination, line: outlet.line))
        }
        return result
    }

    /// The `action` elements of `element`'s `connections`; one without `selector` or
    /// `destination` is an error naming its line.
    func actions(in element: XMLElementNode) throws(StoryboardError) -> [ActionConnection] {
        var result: [ActionConnection] = []
        for action in element.children(named: "connections").flatMap({ $0.children(named: "action") }) {
            guard let selector = action["selector"], let destination = action["destination"] else {
                throw error(action.line, "action '\(action["id"] ?? "")' needs both 'selector' and 'destination'")
            }
            result.append(ActionConnection(selector: selector, destinationID: destination,
                                           eventType: action["eventType"], line: action.line))
        }
        return result
    }
}

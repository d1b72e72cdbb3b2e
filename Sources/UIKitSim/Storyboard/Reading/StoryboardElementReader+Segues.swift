extension StoryboardElementReader {
    /// Reads one `segue` element.
    func segue(from element: XMLElementNode, trigger: SegueTrigger) throws(StoryboardError) -> SegueTemplate {
        let id = element["id"] ?? ""
        guard let destination = element["destination"] else {
            throw error(element.line, "segue '\(id)' has no 'destination'")
        }
        guard let kindName = element["kind"] else {
            throw error(element.line, "segue '\(id)' has no 'kind'")
        }
        var trigger = trigger
        if case .cell(let cellID) = trigger, element["trigger"] == "accessoryAction" {
            trigger = .cellAccessory(viewID: cellID)
        }
        return SegueTemplate(
            id: id,
            destinationID: destination,
            kind: try segueKind(kindName, element: element, id: id),
            identifier: element["identifier"],
            trigger: trigger,
            line: element.line,
            destinationCreationSelector: element["destinationCreationSelector"])
    }

    private func segueKind(_ name: String, element: XMLElementNode, id: String) throws(StoryboardError) -> SegueKind {
        switch name {
        case "relationship":
            guard let relationshipName = element["relationship"] else {
                throw error(element.line, "relationship segue '\(id)' has no 'relationship'")
            }
            guard let relationship = RelationshipKind(rawValue: relationshipName) else {
                throw error(element.line, "relationship '\(relationshipName)' of segue '\(id)' is not supported "
                    + "(expected 'rootViewController', 'viewControllers', 'masterViewController' or 'detailViewController')")
            }
            return .relationship(relationship)
        case "show": return .show
        case "showDetail": return .showDetail
        case "presentation": return .presentation(modalOptions(element))
        case "popoverPresentation": return .popoverPresentation
        case "embed": return .embed
        case "unwind":
            guard let action = element["unwindAction"] else {
                throw error(element.line, "unwind segue '\(id)' has no 'unwindAction'")
            }
            return .unwind(action: action)
        case "custom":
            guard let className = element["customClass"] else {
                throw error(element.line, "custom segue '\(id)' has no 'customClass'")
            }
            return .custom(className: className)
        case "push": return .push
        case "modal": return .modal(modalOptions(element))
        default:
            throw error(element.line, "segue '\(id)' has an unknown kind '\(name)'")
        }
    }

    private func modalOptions(_ element: XMLElementNode) -> ModalPresentationOptions {
        ModalPresentationOptions(
            presentationStyle: element["modalPresentationStyle"],
            transitionStyle: element["modalTransitionStyle"],
            animates: element["animates"] != "NO")
    }
}

extension StoryboardDocument {
    /// Checks that every id the file refers to exists: the entry point, and each segue's
    /// destination (a controller, or for an unwind segue an `exit` placeholder). Also rejects
    /// two controllers with one `id` or one Storyboard ID.
    func validateReferences() throws(StoryboardError) {
        var seenIDs: [String: Int] = [:]
        var seenStoryboardIDs: [String: Int] = [:]
        for scene in scenes {
            let controller = scene.controller
            if let first = seenIDs[controller.id] {
                throw error(controller.line, "two controllers have the id '\(controller.id)' (the first on line \(first))")
            }
            seenIDs[controller.id] = controller.line
            if let identifier = controller.storyboardIdentifier {
                if let first = seenStoryboardIDs[identifier] {
                    throw error(controller.line,
                        "two controllers have the Storyboard ID '\(identifier)' (the first on line \(first))")
                }
                seenStoryboardIDs[identifier] = controller.line
            }
        }
        if let initial = initialViewControllerID, controller(withID: initial) == nil {
            throw error(nil, "the entry point 'initialViewController' is '\(initial)', which is not a controller in this storyboard")
        }
        for scene in scenes {
            for segue in scene.controller.allSegues {
                try validate(segue)
            }
            if let view = scene.controller.view { try validateConstraints(in: view) }
        }
    }

    /// Each constraint's items are views of the scene or their layout guides (the safe area,
    /// a scroll view's content and frame).
    private func validateConstraints(in root: SceneView) throws(StoryboardError) {
        let views = root.viewsWithoutRecursion
        let known = Set(views.map(\.id) + views.flatMap(\.layoutGuideIDs.values) + root.barGuideIDs.keys)
        for view in views {
            for constraint in view.constraints {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) where !known.contains(item) {
                    throw error(constraint.line, "constraint '\(constraint.id)' refers to '\(item)', which is not a view of this scene")
                }
            }
        }
    }

    private func validate(_ segue: SegueTemplate) throws(StoryboardError) {
        if case .unwind = segue.kind {
            guard isExit(segue.destinationID) else {
                throw error(segue.line,
                    "unwind segue '\(segue.id)' points at '\(segue.destinationID)', which is not an 'exit' placeholder in this storyboard")
            }
            return
        }
        guard controller(withID: segue.destinationID) != nil else {
            throw error(segue.line,
                "segue '\(segue.id)' points at '\(segue.destinationID)', which is not a controller in this storyboard")
        }
    }

    private func error(_ line: Int?, _ message: String) -> StoryboardError {
        StoryboardError(file: fileName, line: line, message: message)
    }
}

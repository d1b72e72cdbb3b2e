extension UIStoryboard {
    /// Builds a controller's view from its scene (the storyboard's default `loadView`): the
    /// view tree with buttons and labels, segue triggers on controls, then the embed segues
    /// of container views, which run before the controller's `viewDidLoad` as on iOS.
    ///
    /// The view is assigned to the controller here, before the embeds, so that a `prepare`
    /// for an embed segue can already use `self.view`.
    ///
    /// Outlets and actions are connected after the view is assigned (UIKit's
    /// `-[UINib instantiateWithOwner:options:]` connects them while the view loads, so before
    /// viewDidLoad; StoryboardConnections.swift).
    func makeSceneView(_ sceneView: SceneView, for controller: UIViewController, scene: SceneController) -> UIView {
        var built = BuiltSceneViews()
        let root = makeView(sceneView, for: controller, built: &built)
        root.frame = controller.defaultViewFrame
        installConstraints(of: sceneView, built: built)
        controller.assignView(root)
        connect(scene, built: built, to: controller)
        guard isAlive else { return root }
        // Apple, `awakeFromNib()`: sent "to each object that has been instantiated from the
        // nib" once "all outlet and action connections are established".
        for view in built.customViews where isAlive { view.awakeFromNib() }
        guard isAlive else { return root }
        for (containerView, containerScene) in built.containers {
            for template in containerScene.segues where template.kind == .embed {
                performEmbed(template, from: controller, into: containerView)
            }
        }
        return root
    }

    func makeView(_ sceneView: SceneView, for controller: UIViewController,
                          built: inout BuiltSceneViews) -> UIView {
        let view: UIView
        switch sceneView.kind {
        case .button(let title):
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            attachSegues(of: sceneView, to: button, in: controller)
            view = button
        case .label(let text):
            let label = UILabel()
            label.text = text
            view = label
        case .containerView:
            view = UIView()
            built.containers.append((view, sceneView))
        case .tableViewCell, .collectionViewCell:
            // Cells are made by the table or collection view from their prototypes; segues on them fire
            // through `storyboardPerformCellSegue`.
            view = UIView()
        case .tableView:
            view = makeTableView(sceneView, for: controller)
        case .collectionView(let itemSize):
            view = makeCollectionView(sceneView, itemSize: itemSize, for: controller)
        case .widget(let widget):
            view = widget.makeView()
        case .plain, .other:
            // A view's custom class (Identity inspector) is what the storyboard makes, as
            // UIKit does with `init(coder:)`; a class no program declares stays a plain view.
            if let custom = sceneView.customClass.flatMap({ catalogue?.classResolver?.makeView(className: $0) }) {
                view = custom
                built.customViews.append(custom)
            } else {
                view = UIView()
            }
        }
        if let frame = sceneView.frame { view.frame = frame }
        view.translatesAutoresizingMaskIntoConstraints = sceneView.translatesAutoresizingMask
        built.viewsByID[sceneView.id] = view
        for (key, guideID) in sceneView.layoutGuideIDs {
            if let kind = UILayoutGuide.Kind(storyboardKey: key) { built.guidesByID[guideID] = view.autoLayout.guide(kind, of: view) }
        }
        if !sceneView.actions.isEmpty { built.actions.append((view, sceneView.actions)) }
        for subview in sceneView.subviews {
            if subview.kind.isCell { continue }
            view.addSubview(makeView(subview, for: controller, built: &built))
        }
        return view
    }

    /// A tap on the control fires its segues (asking `shouldPerformSegue` first).
    private func attachSegues(of sceneView: SceneView, to control: UIControl, in controller: UIViewController) {
        for template in sceneView.segues {
            control.addAction(UIAction { [weak self, weak controller, weak control] _ in
                guard let self, let controller else { return }
                self.fireTriggeredSegue(template, from: controller, sender: control)
            }, for: .touchUpInside)
        }
    }

    /// An embed segue: the destination becomes a child whose view fills the container view,
    /// after the source's `prepare(for:sender:)`.
    func performEmbed(_ template: SegueTemplate, from source: UIViewController, into containerView: UIView) {
        guard isAlive, let scene = document?.controller(withID: template.destinationID) else { return }
        let destination = instantiate(scene)
        let segue = UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination) {
            [weak source, weak containerView] in
            guard let source, let containerView else { return }
            source.addChild(destination)
            guard let childView = destination.view else { return }
            childView.frame = containerView.bounds
            containerView.addSubview(childView)
            destination.didMove(toParent: source)
        }
        deliverPrepare(segue, from: source, sender: nil)
        guard isAlive else { return }
        segue.perform()
    }
}

extension UIStoryboard {
    /// Makes the constraints of a scene's views and has the view that lists each hold it (so
    /// active), as the storyboard's nib does while the view loads. An item id the scene lacks
    /// leaves that constraint out: the validation reports such ids before launch.
    func installConstraints(of sceneView: SceneView, built: BuiltSceneViews) {
        var built = built
        if let root = built.viewsByID[sceneView.id] {
            // The controller's top and bottom layout guides: guides of its view here (UIKit made
            // them objects of their own, `UILayoutSupport`, which programs reach by the
            // controller's deprecated `topLayoutGuide`/`bottomLayoutGuide`).
            for (id, type) in sceneView.barGuideIDs {
                let guide = UILayoutGuide(kind: .custom, owningView: root)
                guide.identifier = "\(type)LayoutGuide"
                built.guidesByID[id] = guide
                root.autoLayout.controllerGuides.append(guide)
            }
        }
        for holderScene in sceneView.viewsWithoutRecursion where !holderScene.constraints.isEmpty {
            guard let holder = built.viewsByID[holderScene.id] else { continue }
            for scene in holderScene.constraints {
                guard let first = scene.firstItem.map(built.item) ?? holder else { continue }
                let second = scene.secondItem.flatMap(built.item)
                guard scene.secondItem == nil || second != nil else { continue }
                let constraint = NSLayoutConstraint(item: first, attribute: scene.firstAttribute, relatedBy: scene.relation,
                                                    toItem: second, attribute: scene.secondAttribute,
                                                    multiplier: scene.multiplier, constant: scene.constant)
                constraint.priority = scene.priority
                constraint.identifier = scene.identifier
                holder.addConstraint(constraint)
            }
        }
    }
}

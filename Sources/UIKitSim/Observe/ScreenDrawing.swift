extension Simulation {
    /// Size of the drawing in characters: iPhone 42×26, iPad 78×34 (docs/decisions.md).
    var drawingSize: (columns: Int, rows: Int) {
        device == .iPhone ? (42, 26) : (78, 34)
    }

    /// A drawing of the key window in box-drawing characters, at most 80 columns: navigation
    /// bars (back button and title), tab bars (the selected tab in brackets), the labels,
    /// buttons and table rows of the controllers on screen, sheets inset over their
    /// presenters and the two columns of an expanded split view. `maxColumns` narrows it for
    /// a narrow terminal (never below 24 columns); Chinese text takes two columns a character.
    public func screenDrawing(maxColumns: Int? = nil) -> String {
        var size = drawingSize
        if let maxColumns { size.columns = max(24, min(size.columns, maxColumns)) }
        var canvas = TextCanvas(width: size.columns, height: size.rows)
        let screen = TextCanvas.Area(left: 0, top: 0, right: size.columns, bottom: size.rows)
        canvas.box(screen)
        let inside = screen.interior
        guard let window = keyWindow, !window.isHidden, let root = window.rootViewController else {
            canvas.writeCentered("(no key window)", in: inside, row: inside.top + inside.height / 2)
            return canvas.text
        }
        canvas.write("9:41", column: inside.left + 1, row: inside.top, limit: inside.right)
        let content = TextCanvas.Area(left: inside.left, top: inside.top + 1, right: inside.right, bottom: inside.bottom)
        draw(root, in: content, on: &canvas)
        var presented = root.presentedController
        while let controller = presented {
            let area = presentationArea(for: controller, screen: inside, content: content)
            if area == content {
                canvas.clear(area)
                draw(controller, in: area, on: &canvas)
            } else {
                canvas.clear(area)
                canvas.box(area)
                if let arrow = popoverArrowColumn(for: controller, in: area) { canvas.put("▲", arrow, area.top) }
                draw(controller, in: area.interior, on: &canvas)
            }
            presented = controller.presentedController
        }
        return canvas.text
    }

    private func presentationArea(for controller: UIViewController, screen: TextCanvas.Area,
                                  content: TextCanvas.Area) -> TextCanvas.Area {
        switch controller.resolvedPresentationStyle {
        case .popover where device != .iPhone:
            return popoverArea(for: controller, content: content)
        case .pageSheet, .formSheet, .popover:
            if device == .iPhone {
                return TextCanvas.Area(left: screen.left + 1, top: screen.top + 2, right: screen.right - 1, bottom: screen.bottom)
            }
            let inset = controller.resolvedPresentationStyle == .pageSheet ? 6 : 16
            let vertical = controller.resolvedPresentationStyle == .pageSheet ? 2 : 7
            return TextCanvas.Area(left: screen.left + inset, top: screen.top + vertical,
                                   right: screen.right - inset, bottom: screen.bottom - vertical)
        default:
            return content
        }
    }

    /// A popover on an iPad (regular width): a box 36 columns by 14 rows, below the navigation
    /// bar at the right when anchored to a bar button, otherwise near the top, centred. On an
    /// iPhone a popover adapts to a sheet and is drawn as one (docs/decisions.md).
    private func popoverArea(for controller: UIViewController, content: TextCanvas.Area) -> TextCanvas.Area {
        let width = min(36, content.width - 2), height = min(14, content.height - 3)
        let top = content.top + 2
        let left = controller.popoverPresentationController?.barButtonItem != nil
            ? content.right - width - 1
            : content.left + (content.width - width) / 2
        return TextCanvas.Area(left: left, top: top, right: left + width, bottom: top + height)
    }

    /// Where the arrow of an iPad popover sits on its top border: under a bar button near the
    /// right, otherwise in the middle; nil for anything that is not a popover on an iPad.
    private func popoverArrowColumn(for controller: UIViewController, in area: TextCanvas.Area) -> Int? {
        guard device != .iPhone, controller.resolvedPresentationStyle == .popover, area.width > 4 else { return nil }
        return controller.popoverPresentationController?.barButtonItem != nil ? area.right - 4 : area.left + area.width / 2
    }

    private func draw(_ controller: UIViewController, in area: TextCanvas.Area, on canvas: inout TextCanvas) {
        guard !area.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            var rest = area
            if !navigation.isNavigationBarHidden, area.height >= 3 {
                let bar = navigation.navigationBar
                let title = bar.topItem?.title ?? ""
                canvas.writeCentered(title, in: area, row: area.top)
                if let back = bar.backButtonTitle {
                    canvas.write("‹ " + back, column: area.left + 1, row: area.top,
                                 limit: max(area.left + 2, area.left + (area.width - TextCanvas.columns(title)) / 2 - 1))
                }
                if let right = bar.topItem?.rightBarButtonItem?.title {
                    let column = max(area.left + (area.width + TextCanvas.columns(title)) / 2 + 1,
                                     area.right - TextCanvas.columns(right) - 1)
                    canvas.write(right, column: column, row: area.top, limit: area.right)
                }
                canvas.horizontalLine(row: area.top + 1, in: area)
                rest.top += 2
            }
            if !navigation.isToolbarHidden, rest.height >= 3 {
                canvas.horizontalLine(row: rest.bottom - 2, in: rest)
                let titles = (navigation.topViewController?.toolbarItems ?? []).compactMap(\.title)
                drawRow(titles, highlighted: nil, row: rest.bottom - 1, in: rest, on: &canvas)
                rest.bottom -= 2
            }
            if let top = navigation.topViewController { draw(top, in: rest, on: &canvas) }
        case let tabs as UITabBarController:
            var rest = area
            if area.height >= 3, !tabs.tabBar.isHidden {
                canvas.horizontalLine(row: area.bottom - 2, in: area)
                drawTabs(tabs, row: area.bottom - 1, in: area, on: &canvas)
                rest.bottom -= 2
            }
            if let selected = tabs.displayedController { draw(selected, in: rest, on: &canvas) }
        case let split as UISplitViewController:
            if split.isCollapsed || split.children.count < 2 {
                if let shown = split.collapsedColumnController { draw(shown, in: area, on: &canvas) }
            } else if !split.showsPrimary {
                if let secondary = split.secondary { draw(secondary, in: area, on: &canvas) }
            } else {
                let divider = area.left + Int((CGFloat(area.width) * UISplitViewController.primaryColumnWidth
                                               / screen.bounds.width).rounded())
                canvas.verticalLine(column: divider, in: area)
                if let primary = split.primary {
                    draw(primary, in: TextCanvas.Area(left: area.left, top: area.top, right: divider, bottom: area.bottom), on: &canvas)
                }
                if let secondary = split.secondary {
                    draw(secondary, in: TextCanvas.Area(left: divider + 1, top: area.top, right: area.right, bottom: area.bottom), on: &canvas)
                }
            }
        case let pages as UIPageViewController:
            if let page = pages.children.first { draw(page, in: area, on: &canvas) }
        default:
            drawContent(of: controller, in: area, on: &canvas)
        }
    }

    private func drawTabs(_ tabs: UITabBarController, row: Int, in area: TextCanvas.Area, on canvas: inout TextCanvas) {
        drawRow(tabs.visibleTabTitles, highlighted: tabs.visibleSelectedIndex, row: row, in: area, on: &canvas)
    }

    /// Titles spread evenly over a row (a tab bar's, a toolbar's), the highlighted one in brackets.
    private func drawRow(_ titles: [String], highlighted: Int?, row: Int, in area: TextCanvas.Area,
                         on canvas: inout TextCanvas) {
        guard !titles.isEmpty else { return }
        let slot = area.width / titles.count
        for (index, title) in titles.enumerated() {
            let text = index == highlighted ? "[\(title)]" : title
            let slotArea = TextCanvas.Area(left: area.left + index * slot, top: row,
                                           right: area.left + (index + 1) * slot, bottom: row + 1)
            canvas.writeCentered(text, in: slotArea, row: row)
        }
    }

    /// A content controller: its labels, buttons and table rows, one a line from the top,
    /// then the children it shows in its view.
    private func drawContent(of controller: UIViewController, in area: TextCanvas.Area, on canvas: inout TextCanvas) {
        guard let view = controller.viewIfLoaded else { return }
        var row = area.top
        var shownChildren: [UIViewController] = []
        func visit(_ current: UIView) {
            for subview in current.subviews where !subview.isHidden {
                if let child = subview.owningController, child !== controller {
                    shownChildren.append(child)
                    continue
                }
                guard row < area.bottom else { return }
                switch subview {
                case let label as UILabel:
                    canvas.write(label.text ?? "", column: area.left + 1, row: row, limit: area.right - 1)
                    row += 1
                case let button as UIButton:
                    canvas.write("[ \(button.currentTitle ?? "") ]", column: area.left + 1, row: row, limit: area.right - 1)
                    row += 1
                case let table as UITableView:
                    for cell in table.visibleCells where row < area.bottom {
                        canvas.write(cell.textLabel?.text ?? "", column: area.left + 1, row: row, limit: area.right - 1)
                        row += 1
                    }
                default:
                    visit(subview)
                }
            }
        }
        if let table = view as? UITableView {
            for cell in table.visibleCells where row < area.bottom {
                canvas.write(cell.textLabel?.text ?? "", column: area.left + 1, row: row, limit: area.right - 1)
                row += 1
            }
        } else {
            visit(view)
        }
        for child in shownChildren where row < area.bottom - 1 {
            canvas.horizontalLine(row: row, in: area)
            let childArea = TextCanvas.Area(left: area.left, top: row + 1, right: area.right, bottom: area.bottom)
            draw(child, in: childArea, on: &canvas)
            row = area.bottom
        }
    }
}

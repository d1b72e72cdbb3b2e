extension UIKitHost {
    func addTabBars() {}
    func addSplitViews() {}
}

extension UIKitHost {
    func addTabBars() {}
    func addSplitViews() {}
    func addPageViews() {}
    static let pageDataSourceNames: [String] = []
    static let pageDelegateNames: [String] = []
}

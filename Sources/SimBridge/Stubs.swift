extension UIKitHost {
    func addTables() {}
    func addTabBars() {}
    func addSplitViews() {}
    func addPageViews() {}
    static let tableCallbackNames: [String] = []
    static let pageDataSourceNames: [String] = []
    static let pageDelegateNames: [String] = []
}

extension UITabBarItem {
    /// UIKit's system tab bar items, in the order of their raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed

        /// The case's name as Swift writes it (`topRated`).
        public var name: String { "\(self)" }

        /// The English label UIKit shows under the item's icon (the names Apple's
        /// UITabBarSystemItem constants describe: "Top Rated", "Most Recent"...).
        public var label: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}

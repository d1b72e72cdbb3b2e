extension UIBarButtonItem {
    /// UIKit's system items, in the order of their raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close

        /// The case's name as Swift writes it (`flexibleSpace`).
        public var name: String { "\(self)" }

        /// The word UIKit shows for the item in English, or nil for the items it draws as an icon
        /// or as empty space.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .add: "+"
            default: nil
            }
        }

        /// Whether the item is space between items rather than a button.
        public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }
}

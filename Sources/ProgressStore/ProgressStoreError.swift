import Foundation

/// A problem with the progress file, with a message for the learner that says what is wrong
/// and what to do.
package struct ProgressStoreError: Error, CustomStringConvertible, Sendable {
    package enum Kind: Sendable, Equatable {
        /// The file is not a SQLite database, or fails its integrity check.
        case damaged
        /// The file was written by a newer vctutor (it has migrations this one does not know).
        case newerSchema
        /// The file could not be opened or written (permissions, missing folder, disk full).
        case inaccessible
        /// An export file could not be read or decoded.
        case badExport
    }

    /// What went wrong.
    package let kind: Kind
    /// The file concerned.
    package let path: String
    /// The underlying reason, in the words of SQLite or the decoder.
    package let reason: String

    package init(kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// Whether moving the file aside (see ``ProgressStore/moveAside(path:now:)``) is the way out.
    package var canMoveAside: Bool { kind == .damaged || kind == .newerSchema }

    package var description: String {
        switch kind {
        case .damaged:
            return "progress file '\(path)' is damaged (\(reason)); run 'vctutor reset --move-aside' "
                + "to keep a copy beside it and start a new one"
        case .newerSchema:
            return "progress file '\(path)' was written by a newer vctutor (\(reason)); update "
                + "vctutor, or run 'vctutor reset --move-aside' to keep a copy and start a new one"
        case .inaccessible:
            return "cannot open progress file '\(path)': \(reason); check the folder exists and "
                + "is writable, or set VCTUTOR_DB to another file"
        case .badExport:
            return "cannot import '\(path)': \(reason)"
        }
    }
}

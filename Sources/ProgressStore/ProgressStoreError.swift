import Foundation

/// A problem with the progress file, with a message for the learner that says what is wrong
/// and what to do.
package struct ProgressStoreError: Error, CustomStringConvertible, Sendable {
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The file is not a SQLite database, or fails its integrity check.
        case damaged
        /// The file is empty (0 bytes): not a database vctutor wrote.
        case empty
        /// The file was written by a newer vctutor (it has migrations this one does not know).
        case newerSchema
        /// The file cannot be read (permissions).
        case unreadable
        /// A folder stands where the file should be.
        case folder
        /// Another program held the file locked for longer than the busy timeout.
        case locked
        /// The disk (or the file system's quota) is full.
        case diskFull
        /// The file, its folder or the file system is read-only.
        case readOnly
        /// Any other failure to read or write the file.
        case inaccessible
        /// An export file could not be read, decoded or validated.
        case badExport
        /// `moveAside` was asked for a file that opens fine.
        case healthy
        /// `moveAside` was asked for a file another process has open.
        case inUse
    }

    /// What went wrong.
    package let kind: Kind
    /// The file concerned.
    package let path: String
    /// The underlying reason, in the words of SQLite or the decoder.
    package let reason: String
    /// Where the write that failed was kept to be saved the next time the file opens (see
    /// ``PendingJournal``); nil when nothing was kept.
    package var keptIn: String?

    package init(kind: Kind, path: String, reason: String, keptIn: String? = nil) {
        self.kind = kind
        self.path = path
        self.reason = reason
        self.keptIn = keptIn
    }

    /// Whether moving the file aside (see ``ProgressStore/moveAside(path:now:)``) is the way out.
    package var canMoveAside: Bool { [.damaged, .empty, .newerSchema].contains(kind) }

    /// Whether the file may still be opened for reading until the learner decides (see
    /// ``ProgressStore/openReadOnly(path:profile:because:)``): damaged or newer, not empty.
    package var opensReadOnly: Bool { [.damaged, .newerSchema].contains(kind) }

    /// The English message (the CLI shows the learner's language from its string tables, with
    /// the same keys as ``Kind``).
    package var description: String {
        let text: String
        switch kind {
        case .damaged:
            text = "progress file '\(path)' is damaged (\(reason)); it was not changed. Run 'vctutor reset --move-aside' "
                + "to keep a copy beside it and start a new one"
        case .empty:
            text = "progress file '\(path)' is empty (0 bytes), so it is not one vctutor wrote; it was not replaced. "
                + "Run 'vctutor reset --move-aside' to keep it aside and start a new one"
        case .newerSchema:
            text = "progress file '\(path)' was written by a newer vctutor (\(reason)); it was not changed. Update "
                + "vctutor, or run 'vctutor reset --move-aside' to keep a copy and start a new one"
        case .folder:
            text = "'\(path)' is a folder, not a progress file; remove or rename it, or set VCTUTOR_DB to a file"
        case .unreadable:
            text = "cannot read progress file '\(path)' (\(reason)); check its permissions, or set VCTUTOR_DB to another file"
        case .locked:
            text = "progress file '\(path)' is locked by another vctutor or program (\(reason)); try again when it has finished"
        case .diskFull:
            text = "cannot write progress file '\(path)': the disk is full (\(reason)); free some space and try again"
        case .readOnly:
            text = "cannot write progress file '\(path)': it or its folder is read-only (\(reason)); "
                + "make it writable, or set VCTUTOR_DB to another file"
        case .inaccessible:
            text = "cannot use progress file '\(path)' (\(reason)); check the folder exists and is writable, "
                + "or set VCTUTOR_DB to another file"
        case .badExport:
            text = "cannot import '\(path)': \(reason); nothing was imported"
        case .healthy:
            text = "progress file '\(path)' opens fine, so it was not moved aside; 'vctutor reset' forgets progress instead"
        case .inUse:
            text = "progress file '\(path)' is open in another vctutor or program, so it was not moved aside; "
                + "close that one first"
        }
        guard let keptIn else { return text }
        return text + ". What was not saved is kept in '\(keptIn)' and will be saved the next time the file opens"
    }
}

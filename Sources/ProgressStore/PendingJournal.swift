import Foundation
import GRDB

/// The pending-writes journal: `<database>.pending` beside the progress file, one JSON
/// ``PendingWrite`` a line, appended (and flushed to disk) when a write cannot commit: the file
/// is locked, full, read-only, damaged or cannot be opened. The next ``ProgressStore`` that
/// opens the file saves every entry in one transaction and empties the journal.
///
/// Appending and replaying hold an exclusive `flock` on the journal, so an entry appended while
/// another process replays is either replayed by it or left for the next open, never dropped.
/// A line that cannot be decoded (a write cut short by a crash) is kept in
/// `<database>.pending.unreadable` rather than thrown away.
package struct PendingJournal: Sendable {
    /// The journal file.
    package let path: String

    package init(databasePath: String) {
        path = databasePath + ".pending"
    }

    /// Appends `write` and flushes it to disk.
    package func append(_ write: PendingWrite) throws {
        var line = try Self.encoder.encode(write)
        line.append(UInt8(ascii: "\n"))
        try withLockedFile { descriptor in
            guard lseek(descriptor, 0, SEEK_END) >= 0 else { throw POSIXError.current }
            try line.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    guard written > 0 else { throw POSIXError.current }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw POSIXError.current }
        }
    }

    /// The entries waiting to be saved, oldest first (empty when there is no journal).
    package func entries() throws -> [PendingWrite] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return Self.decode(try Data(contentsOf: URL(fileURLWithPath: path))).writes
    }

    /// Saves every entry into `writer` in one transaction, then empties the journal. Does
    /// nothing when there is no journal; on failure the journal stays as it was.
    func replay(into writer: some DatabaseWriter) throws {
        guard let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber,
              size.intValue > 0 else { return }
        try withLockedFile { descriptor in
            let data = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
            let (writes, unreadable) = Self.decode(data)
            try writer.write { db in
                for write in writes { try write.apply(db) }
            }
            if !unreadable.isEmpty {
                let aside = path + ".unreadable"
                if !FileManager.default.fileExists(atPath: aside) { _ = FileManager.default.createFile(atPath: aside, contents: nil) }
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: aside))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data((unreadable.joined(separator: "\n") + "\n").utf8))
                try handle.synchronize()
                try handle.close()
            }
            guard ftruncate(descriptor, 0) == 0, fsync(descriptor) == 0 else { throw POSIXError.current }
        }
    }

    private func withLockedFile(_ body: (Int32) throws -> Void) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError.current }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { throw POSIXError.current }
        defer { flock(descriptor, LOCK_UN) }
        try body(descriptor)
    }

    private static func decode(_ data: Data) -> (writes: [PendingWrite], unreadable: [String]) {
        var writes: [PendingWrite] = []
        var unreadable: [String] = []
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            if let write = try? decoder.decode(PendingWrite.self, from: Data(line)) {
                writes.append(write)
            } else {
                unreadable.append(String(decoding: line, as: UTF8.self))
            }
        }
        return (writes, unreadable)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

extension POSIXError {
    /// The error `errno` holds now.
    static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

import Foundation

/// Keeps a file the app cannot use, or is about to rewrite with less, beside itself under a
/// time-stamped name: never deleted, never overwriting another file.
package enum AsideFile {
  /// The largest file copied or set aside, in bytes: 256 MiB, the size the state files are
  /// read to. A larger file is refused, naming it, before any of it is read.
  package static let maximumSize = 256 << 20

  /// Moves a file whose content cannot be used out of the way: its bytes are written under a
  /// new time-stamped name (flushed, with the file's mode) and only then is the old name
  /// removed.
  ///
  /// A copy, not a hard link and an unlink: a kill between the two steps leaves two names of
  /// one link each (the next start sets the file aside again, nothing lost), never one file
  /// with two names, which every open in the data directory refuses.
  ///
  /// - Parameters:
  ///   - url: The file; it must be a regular file (checked just before).
  ///   - label: What it is, such as `corrupt`.
  ///   - date: The time stamp for the new name.
  /// - Returns: Where the file now is, such as `state.json.corrupt-20261129T170000Z`.
  /// - Throws: ``StorageError`` when the file cannot be read, the copy written or the old
  ///   name removed.
  package static func setAside(_ url: URL, label: String = "corrupt", date: Date = Date())
    throws(StorageError) -> URL
  {
    guard case .regular(let mode)? = try PosixFile.kind(of: url),
      let data = try PosixFile.read(url, maximumSize: maximumSize)
    else { throw .cannotWrite(path: url.path, reason: "it is no longer there to set aside") }
    let target = try write(data, beside: url, label: label, mode: mode, date: date)
    try PosixFile.remove(url)
    try PosixFile.syncDirectory(url.deletingLastPathComponent())
    return target
  }

  /// Copies a regular file beside itself, keeping its mode, leaving the original in place.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - label: What the copy is, such as `version-2`.
  ///   - unlessEmpty: Whether an empty file is left without a copy.
  ///   - date: The time stamp for the new name.
  /// - Returns: The copy, or `nil` when the file does not exist (or is empty and
  ///   `unlessEmpty`).
  /// - Throws: ``StorageError`` when the file cannot be read or the copy written.
  package static func copyAside(
    _ url: URL, label: String, unlessEmpty: Bool = false, date: Date = Date()
  ) throws(StorageError) -> URL? {
    guard case .regular(let mode)? = try PosixFile.kind(of: url),
      let data = try PosixFile.read(url, maximumSize: maximumSize), !(unlessEmpty && data.isEmpty)
    else { return nil }
    return try write(data, beside: url, label: label, mode: mode, date: date)
  }

  /// Writes bytes beside a file under a new time-stamped name, flushed to disk.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: The file the copy belongs to.
  ///   - label: What the copy is, such as `before-restore`.
  ///   - mode: The copy's mode.
  ///   - date: The time stamp for the new name.
  /// - Returns: The new file.
  /// - Throws: ``StorageError`` when it cannot be written.
  package static func write(
    _ data: Data, beside url: URL, label: String, mode: mode_t = PosixFile.fileMode,
    date: Date = Date()
  ) throws(StorageError) -> URL {
    for target in names(for: url, label: label, date: date) {
      if case .some = try PosixFile.kind(of: target) { continue }
      try PosixFile.create(target, data: data, mode: mode, sync: true)
      try PosixFile.syncDirectory(url.deletingLastPathComponent())
      return target
    }
    throw .cannotWrite(path: url.path, reason: "no free name for a copy")
  }

  /// `<name>.<label>-<UTC time>`, then the same with `-2` … `-99`.
  private static func names(for url: URL, label: String, date: Date) -> [URL] {
    let stamp = ISO8601DateFormatter.string(
      from: date, timeZone: TimeZone(identifier: "UTC")!,
      formatOptions: [.withYear, .withMonth, .withDay, .withTime, .withTimeZone])
    let directory = url.deletingLastPathComponent()
    let base = "\(url.lastPathComponent).\(label)-\(stamp)"
    return [directory.appendingPathComponent(base)]
      + (2...99).map { directory.appendingPathComponent("\(base)-\($0)") }
  }
}

import Foundation

/// Writes files so that a crash leaves either the old or the new content, never a mix:
/// a temporary file in the same directory, flushed to disk, then renamed over the target.
package enum AtomicFile {
  /// Writes data atomically, creating the directory if needed.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: The destination file.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` naming the path.
  package static func write(_ data: Data, to url: URL) throws(StorageError) {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
        throw StorageError.cannotWrite(path: temporary.path, reason: "cannot create the file")
      }
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      try handle.synchronize()
      guard rename(temporary.path, url.path) == 0 else {
        throw StorageError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
      }
    } catch let error as StorageError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .cannotWrite(path: url.path, reason: StorageError.reason(of: error))
    }
  }

  /// Moves a file that cannot be read out of the way, never deleting it.
  ///
  /// - Parameters:
  ///   - url: The unreadable file.
  ///   - date: The time stamp for the new name.
  /// - Returns: Where the file now is, such as `state.json.corrupt-20261129T170000Z`.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when the move fails.
  package static func setAside(_ url: URL, date: Date = Date()) throws(StorageError) -> URL {
    let target = freeName(for: url, label: "corrupt", date: date)
    do {
      try FileManager.default.moveItem(at: url, to: target)
    } catch {
      throw .cannotWrite(path: url.path, reason: error.localizedDescription)
    }
    return target
  }

  /// Copies a file beside itself under a time-stamped name, leaving the original in place.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - label: What the copy is, such as `before-restore`.
  ///   - date: The time stamp for the new name.
  /// - Returns: The copy, or `nil` when the file does not exist.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when the copy fails.
  package static func copyAside(_ url: URL, label: String, date: Date = Date()) throws(StorageError)
    -> URL?
  {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let target = freeName(for: url, label: label, date: date)
    do {
      try FileManager.default.copyItem(at: url, to: target)
    } catch {
      throw .cannotWrite(path: target.path, reason: error.localizedDescription)
    }
    return target
  }

  /// `<name>.<label>-<UTC time>`, with `-2`, `-3`, … when that exists already.
  private static func freeName(for url: URL, label: String, date: Date) -> URL {
    let stamp = ISO8601DateFormatter.string(
      from: date, timeZone: TimeZone(identifier: "UTC")!,
      formatOptions: [.withYear, .withMonth, .withDay, .withTime, .withTimeZone])
    let directory = url.deletingLastPathComponent()
    var target = directory.appendingPathComponent("\(url.lastPathComponent).\(label)-\(stamp)")
    var attempt = 1
    while FileManager.default.fileExists(atPath: target.path) {
      attempt += 1
      target = directory.appendingPathComponent(
        "\(url.lastPathComponent).\(label)-\(stamp)-\(attempt)")
    }
    return target
  }
}

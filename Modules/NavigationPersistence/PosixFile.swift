import Foundation

/// The file operations performed in a data directory, on POSIX calls that never follow
/// a symbolic link: every open is `O_NOFOLLOW`, every check is `lstat` or `fstat`, and anything
/// that is not a regular file is refused, never read, moved or replaced. A regular file with
/// more than one name (`st_nlink > 1`, a hard link such as `ln out.txt state.journal`) is
/// refused too: writing it in place would change the file under its other name.
///
/// Files are created `0600` (the user alone reads them: they hold notes), and the directory
/// `0700`; a file that replaces an existing one keeps the existing one's mode.
package enum PosixFile {
  /// The mode of every file created in a data directory: read and write for the owner only.
  package static let fileMode: mode_t = 0o600
  /// The mode of a data directory created here.
  package static let directoryMode: mode_t = 0o700

  /// What a name in the directory is, from `lstat(2)`.
  package enum Kind: Equatable, Sendable {
    case regular(mode: mode_t)
    case directory
    case symbolicLink
    case other(String)

    /// How a message names the kind, such as `a symbolic link`.
    package var name: String {
      switch self {
      case .regular: "a regular file"
      case .directory: "a directory"
      case .symbolicLink: "a symbolic link"
      case .other(let name): name
      }
    }
  }

  /// What is at a path, without following a symbolic link.
  ///
  /// - Parameter url: The path.
  /// - Returns: The kind, or `nil` when nothing is there.
  /// - Throws: ``StorageError/cannotRead(path:reason:)`` when it cannot be examined.
  package static func kind(of url: URL) throws(StorageError) -> Kind? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw .cannotRead(path: url.path, reason: reason())
    }
    return kind(mode: info.st_mode)
  }

  private static func kind(mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .regular(mode: mode & 0o7777)
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    case S_IFIFO: .other("a FIFO")
    case S_IFSOCK: .other("a socket")
    case S_IFCHR, S_IFBLK: .other("a device")
    default: .other("not a regular file")
    }
  }

  // MARK: - Directory

  /// Creates the data directory `0700` when it is missing (its parents with the usual mode).
  ///
  /// - Parameter url: The directory.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when it cannot be created or is not a
  ///   directory.
  package static func makeDirectory(_ url: URL) throws(StorageError) {
    var info = stat()
    if stat(url.path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw .cannotWrite(path: url.path, reason: "it is not a directory")
      }
      return
    }
    let parent = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: parent.path, reason: StorageError.reason(of: error))
    }
    guard mkdir(url.path, directoryMode) == 0 || errno == EEXIST else {
      throw .cannotWrite(path: url.path, reason: reason())
    }
  }

  /// Flushes a directory's entries (a rename in it) to disk.
  ///
  /// - Parameter url: The directory.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when it cannot be flushed.
  package static func syncDirectory(_ url: URL) throws(StorageError) {
    let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: reason()) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw .cannotWrite(path: url.path, reason: reason()) }
  }

  /// The names in a directory.
  ///
  /// - Parameter url: The directory.
  /// - Returns: The names, without `.` and `..`; empty when it cannot be listed.
  package static func names(in url: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  }

  // MARK: - Files

  /// Opens an existing regular file without following a symbolic link.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - flags: `O_RDONLY` or `O_RDWR`, plus any other flag.
  /// - Returns: The descriptor, or `nil` when nothing is there.
  /// - Throws: ``StorageError/notRegularFile(path:kind:)`` for a symbolic link, a directory, a
  ///   FIFO or a device; ``StorageError/hardLinked(path:links:)`` for a file with more than one
  ///   name; ``StorageError/cannotRead(path:reason:)`` when it cannot be opened.
  package static func openRegular(_ url: URL, flags: Int32 = O_RDONLY) throws(StorageError)
    -> Int32?
  {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    let descriptor = open(url.path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      if code == ELOOP { throw .notRegularFile(path: url.path, kind: Kind.symbolicLink.name) }
      switch try? kind(of: url) {
      case .regular?, nil: throw .cannotRead(path: url.path, reason: reason(code))
      case let kind?: throw .notRegularFile(path: url.path, kind: kind.name)
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let message = reason()
      close(descriptor)
      throw .cannotRead(path: url.path, reason: message)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .notRegularFile(path: url.path, kind: kind(mode: info.st_mode).name)
    }
    guard info.st_nlink <= 1 else {
      close(descriptor)
      throw .hardLinked(path: url.path, links: Int(info.st_nlink))
    }
    return descriptor
  }

  /// Reads a whole regular file without following a symbolic link, refusing one larger than
  /// `maximumSize` before any of it is read (and one that grows past it while read).
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - maximumSize: The largest size read, in bytes.
  /// - Returns: Its bytes, or `nil` when nothing is there.
  /// - Throws: ``StorageError/notRegularFile(path:kind:)``,
  ///   ``StorageError/tooLarge(path:size:limit:)`` or ``StorageError/cannotRead(path:reason:)``.
  /// - Complexity: O(n) in the file's size, at most `maximumSize`.
  package static func read(_ url: URL, maximumSize: Int) throws(StorageError) -> Data? {
    guard let descriptor = try openRegular(url) else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .cannotRead(path: url.path, reason: reason())
    }
    guard info.st_size <= maximumSize else {
      throw .tooLarge(path: url.path, size: Int(info.st_size), limit: maximumSize)
    }
    return try readAll(descriptor, path: url.path, maximumSize: maximumSize)
  }

  private static func readAll(_ descriptor: Int32, path: String, maximumSize: Int)
    throws(StorageError) -> Data
  {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .cannotRead(path: path, reason: reason())
      }
      guard data.count + count <= maximumSize else {
        throw .tooLarge(path: path, size: data.count + count, limit: maximumSize)
      }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Creates a new file, failing when anything (a file, a symbolic link) has the name.
  ///
  /// - Parameters:
  ///   - url: The new file.
  ///   - data: Its bytes.
  ///   - mode: Its mode, set exactly (the umask does not apply).
  ///   - sync: `true` to flush it to disk before returning.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)``; a partly written file is removed.
  package static func create(_ url: URL, data: Data, mode: mode_t, sync: Bool)
    throws(StorageError)
  {
    let descriptor = open(
      url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
    guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: reason()) }
    var failure: String?
    if fchmod(descriptor, mode) != 0 { failure = reason() }
    if failure == nil { failure = writeAll(descriptor, data) }
    if failure == nil, sync, fsync(descriptor) != 0 { failure = reason() }
    if close(descriptor) != 0, failure == nil { failure = reason() }
    if let failure {
      unlink(url.path)
      throw .cannotWrite(path: url.path, reason: failure)
    }
  }

  /// Creates an empty regular file `0600` when nothing is at `url`, never following a symbolic
  /// link; whatever is already there (a file, a link, a folder) is left for
  /// ``openRegular(_:flags:)`` to judge.
  ///
  /// - Parameter url: The file.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` with the system's reason when nothing
  ///   is there and it cannot be made: a folder without write permission (`Permission
  ///   denied`), a read-only file system, a full disk, a missing folder.
  package static func createIfMissing(_ url: URL) throws(StorageError) {
    let created = open(
      url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
    if created >= 0 {
      close(created)
      return
    }
    let code = errno
    guard code == EEXIST else { throw .cannotWrite(path: url.path, reason: reason(code)) }
  }

  /// Opens a regular file for appending, creating it `0600` when missing, never following a
  /// symbolic link.
  ///
  /// - Parameter url: The file.
  /// - Returns: The descriptor, positioned at the end.
  /// - Throws: ``StorageError/notRegularFile(path:kind:)`` or
  ///   ``StorageError/cannotWrite(path:reason:)``.
  package static func openForAppending(_ url: URL) throws(StorageError) -> Int32 {
    try createIfMissing(url)
    do throws(StorageError) {
      guard let descriptor = try openRegular(url, flags: O_RDWR | O_APPEND) else {
        throw StorageError.cannotWrite(path: url.path, reason: "it vanished while opening it")
      }
      return descriptor
    } catch {
      if case .cannotRead(let path, let reason) = error {
        throw .cannotWrite(path: path, reason: reason)
      }
      throw error
    }
  }

  /// Writes all bytes at a descriptor's position (the end, for an appending one).
  ///
  /// - Parameters:
  ///   - descriptor: An open file.
  ///   - data: The bytes.
  /// - Returns: `nil`, or why the write failed.
  package static func writeAll(_ descriptor: Int32, _ data: Data) -> String? {
    data.withUnsafeBytes { bytes -> String? in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(
          descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return reason()
        }
        offset += written
      }
      return nil
    }
  }

  /// Flushes a regular file's content to disk, without following a symbolic link.
  ///
  /// - Parameter url: The file; nothing happens when it is missing.
  /// - Throws: ``StorageError`` when it cannot be opened or flushed.
  package static func sync(_ url: URL) throws(StorageError) {
    guard let descriptor = try openRegular(url) else { return }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw .cannotWrite(path: url.path, reason: reason()) }
  }

  /// Renames a name in a directory; `rename(2)` acts on the names, never on a link's target.
  ///
  /// - Parameters:
  ///   - source: The present name.
  ///   - target: The new name, replaced atomically when it exists.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)``.
  package static func rename(_ source: URL, to target: URL) throws(StorageError) {
    guard Foundation.rename(source.path, target.path) == 0 else {
      throw .cannotWrite(path: target.path, reason: reason())
    }
  }

  /// Removes a name from its directory (`unlink(2)`, which never follows a link).
  ///
  /// - Parameter url: The name to remove.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when it cannot be removed.
  package static func remove(_ url: URL) throws(StorageError) {
    guard unlink(url.path) == 0 else {
      throw .cannotWrite(path: url.path, reason: reason())
    }
  }

  /// Removes a regular file; a symbolic link or anything else with the name is left alone.
  ///
  /// - Parameter url: The file.
  /// - Returns: `true` when it was removed.
  @discardableResult
  package static func removeRegular(_ url: URL) -> Bool {
    guard case .regular? = try? kind(of: url) else { return false }
    return unlink(url.path) == 0
  }

  /// Removes a temporary file a killed run left: a regular file or a symbolic link (the link
  /// itself; `unlink(2)` never follows it). Anything else is left where it is.
  ///
  /// - Parameter url: The left-over name.
  /// - Returns: `nil` when it was removed or is gone, else why it is still there.
  package static func removeLeftover(_ url: URL) -> StorageError? {
    let found: Kind?
    do { found = try kind(of: url) } catch { return error }
    switch found {
    case nil: return nil
    case .regular?, .symbolicLink?:
      guard unlink(url.path) == 0 || errno == ENOENT else {
        return .cannotRemoveLeftover(path: url.path, reason: reason())
      }
      return nil
    case let other?:
      return .leftoverInTheWay(path: url.path, kind: other.name)
    }
  }

  /// The text of `errno`, such as `Permission denied`.
  package static func reason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}

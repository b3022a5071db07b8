import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces files the user named (a source file `navlint --fix` rewrites, a README whose
/// generated block a command updates) so that a reader, a crash or a full disk sees the old
/// content or the new, never a mix and never a cut file.
///
/// The one write path of `hoist`, `navlint` and `hoist-bench` for a file outside `hoist`'s data
/// directory: the new bytes go to a temporary file beside the target, are flushed to disk, get
/// the target's mode (and owner, where the process may set it), and are renamed over it; the
/// folder is flushed last. A write that fails (`ulimit -f`, a full disk, a read-only folder)
/// removes the temporary file and leaves the target as it was. A path is resolved once, the
/// way the kernel resolves it (``resolved(_:)``), never shortened lexically: `a/link/../x`
/// is `x` in the folder the link points to's parent, not `a/x`.
package enum WholeFile {
  /// Which file a path names: the device and inode `stat(2)` reports.
  package struct Identity: Equatable, Sendable {
    /// The device.
    package let device: UInt64
    /// The inode on that device.
    package let inode: UInt64

    init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// A file read to be replaced: its bytes, which file they came from and where it is.
  package struct ReadFile: Sendable {
    /// The bytes.
    package let bytes: [UInt8]
    /// The file the bytes were read from.
    package let identity: Identity
    /// The file's absolute path with no symbolic link, `.` or `..` in it (``resolved(_:)``).
    package let resolvedPath: String
  }

  /// Resolves a path the way the kernel does when it opens it: each symbolic link replaced
  /// by its target before the next component is read, so `..` after a link leaves the
  /// link's target (`realpath(3)`). A last component that does not exist yet is kept as
  /// named, after its folder is resolved.
  ///
  /// - Parameter path: The path as typed (relative to the current folder, or absolute).
  /// - Returns: The absolute path with no symbolic link, `.` or `..`.
  /// - Throws: ``WriteError`` when the path (or, for a new file, its folder) cannot be
  ///   resolved: a missing folder, a loop of links, a component that is not a folder.
  package static func resolved(_ path: String) throws(WriteError) -> String {
    if let whole = realPath(path) { return whole }
    let failure = errno
    // A new file: its folder must resolve, and its own name must be a plain name.
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    var isLinkThere = stat()
    let dangling = lstat(path, &isLinkThere) == 0
    if failure == EILSEQ { throw WriteError(path: path, reason: notUTF8) }
    guard failure == ENOENT, !dangling, name != "..", name != ".", !name.isEmpty,
      !path.hasSuffix("/")
    else {
      throw WriteError(path: path, reason: reason(failure))
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    guard let parent = realPath(folder) else {
      throw WriteError(path: path, reason: errno == EILSEQ ? notUTF8 : reason(errno))
    }
    return (parent == "/" ? "" : parent) + "/" + name
  }

  /// Reads a regular file to replace it later with ``replace(_:of:mode:)``.
  ///
  /// - Parameters:
  ///   - path: The file as typed.
  ///   - limit: The most bytes read; a larger file is refused before it is read.
  /// - Returns: The bytes, the file's identity and its resolved path.
  /// - Throws: ``WriteError`` (whose reason says "cannot be read") when it is missing, not a
  ///   regular file, larger than `limit`, or cannot be read.
  package static func read(_ path: String, limit: Int) throws(WriteError) -> ReadFile {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw WriteError(path: path, reason: reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw WriteError(path: path, reason: reason(errno))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw WriteError(path: path, reason: "it is not a regular file")
    }
    guard Int(status.st_size) <= limit else {
      throw WriteError(
        path: path, reason: "it is \(status.st_size) bytes, more than the \(limit) read")
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if result < 0, errno == EINTR { continue }
      guard result >= 0 else { throw WriteError(path: path, reason: reason(errno)) }
      if result == 0 { break }
      count += result
    }
    bytes.removeLast(bytes.count - count)
    return ReadFile(bytes: bytes, identity: Identity(status), resolvedPath: try resolved(path))
  }

  /// Replaces a file read with ``read(_:limit:)`` by new bytes, as one atomic rename, after
  /// checking that the path it resolved to still names the file that was read.
  ///
  /// - Parameters:
  ///   - data: The new content.
  ///   - file: The file as read.
  ///   - path: The path as typed, for messages.
  /// - Throws: ``WriteError`` when the resolved path names another file than the one read
  ///   (the path went through a link that changed, or a lexical shortening would have
  ///   named another file), or the write fails; the file is then unchanged.
  package static func replace(_ data: Data, of file: ReadFile, named path: String)
    throws(WriteError)
  {
    var status = stat()
    guard lstat(file.resolvedPath, &status) == 0, Identity(status) == file.identity else {
      throw WriteError(
        path: path,
        reason: "it resolves to '\(file.resolvedPath)', which is not the file that was read "
          + "(a symbolic link on the way changed); not written")
    }
    try write(data, toResolved: file.resolvedPath, named: path)
  }

  /// Writes a file atomically at a resolved path, keeping an existing file's mode and owner.
  ///
  /// - Parameters:
  ///   - data: The new content.
  ///   - resolvedPath: The target, from ``resolved(_:)`` (a symbolic link there is replaced,
  ///     not followed).
  ///   - path: The path as typed, for messages.
  ///   - newFileMode: The mode of a file that did not exist.
  /// - Throws: ``WriteError`` naming `path`; the target is unchanged.
  package static func write(
    _ data: Data, toResolved resolvedPath: String, named path: String,
    newFileMode: mode_t = 0o644
  ) throws(WriteError) {
    let slash = resolvedPath.lastIndex(of: "/") ?? resolvedPath.startIndex
    let folder = slash == resolvedPath.startIndex ? "/" : String(resolvedPath[..<slash])
    let name = String(resolvedPath[resolvedPath.index(after: slash)...])
    var existing = stat()
    let exists = lstat(resolvedPath, &existing) == 0
    if exists, existing.st_mode & S_IFMT != S_IFREG {
      throw WriteError(path: path, reason: "it is not a regular file; not written")
    }
    if exists, existing.st_nlink > 1 {
      throw WriteError(
        path: path,
        reason: "it has \(existing.st_nlink) names (hard links); replacing it would leave the "
          + "others with the old content; not written")
    }
    let temporary = (folder == "/" ? "" : folder) + "/.\(name).\(getpid()).tmp"
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
      exists ? existing.st_mode & 0o7777 : newFileMode)
    guard descriptor >= 0 else {
      throw WriteError(path: path, reason: "'\(temporary)': \(reason(errno))")
    }
    func fail(_ code: Int32) -> WriteError {
      close(descriptor)
      unlink(temporary)
      return WriteError(path: path, reason: reason(code))
    }
    if exists {
      // The mode again (the umask took bits from `open`'s), and the owner where allowed.
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw fail(errno) }
    }
    let failed = data.withUnsafeBytes { buffer -> Int32? in
      var written = 0
      while written < buffer.count {
        let result = Foundation.write(
          descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += result
      }
      return nil
    }
    if let failed { throw fail(failed) }
    guard fsync(descriptor) == 0 else { throw fail(errno) }
    guard close(descriptor) == 0 else {
      unlink(temporary)
      throw WriteError(path: path, reason: reason(errno))
    }
    guard rename(temporary, resolvedPath) == 0 else {
      let code = errno
      unlink(temporary)
      throw WriteError(path: path, reason: reason(code))
    }
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  /// `realpath(3)` as a `String`: every symbolic link resolved the way the kernel resolves
  /// it, `.` and `..` gone; `nil` (with `errno` set) when a component is missing, or
  /// `EILSEQ` when the resolved path is not UTF-8.
  ///
  /// - Parameter path: Any path.
  /// - Returns: The absolute real path, or `nil`.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    // A real path with bytes that are not UTF-8 would come back with U+FFFD in their place
    // and name another file: no path then (`EILSEQ`), never a near one.
    let bytes = UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map {
      UInt8(bitPattern: $0)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      errno = EILSEQ
      return nil
    }
    return text
  }

  /// Why a path whose real path is not UTF-8 is refused.
  static let notUTF8 =
    "the path it resolves to (its symbolic links followed) has a name that is not UTF-8"

  /// The system's words for an error number, in lower case.
  static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

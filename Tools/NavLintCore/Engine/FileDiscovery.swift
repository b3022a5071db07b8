import Foundation
import TerminalEscaping
import WholeFile

/// Finds the Swift files to lint.
package enum FileDiscovery {
  private static let skippedFolders: Set<String> = [
    ".build", ".git", ".swiftpm", "DerivedData", "Pods",
  ]

  /// The Swift files under the given paths, absolute, sorted and without duplicates.
  ///
  /// - Parameters:
  ///   - paths: Files and folders; relative paths are resolved against `currentDirectory`.
  ///   - currentDirectory: The working directory.
  /// - Returns: Absolute paths of `*.swift` files (folders are searched recursively,
  ///   skipping `.build`, `.git`, `.swiftpm`, `DerivedData`, `Pods`, hidden folders and
  ///   `.docc` catalogs, whose tutorial fragments need not compile; a `.docc` file named
  ///   directly is linted).
  /// - Throws: ``NavLintError/pathNotFound(_:)`` naming a path that does not exist,
  ///   ``NavLintError/io(path:reason:)`` naming a folder that cannot be read or a `.swift`
  ///   path that is not a regular file, ``NavLintError/usage(_:)`` for an empty path.
  package static func swiftFiles(in paths: [String], currentDirectory: String) throws(NavLintError)
    -> [String]
  {
    try discover(in: paths, currentDirectory: currentDirectory).files
  }

  /// What ``discover(in:currentDirectory:)`` found.
  package struct Discovered: Sendable {
    /// Absolute paths of the `*.swift` files, sorted and without duplicates.
    package var files: [String]
    /// The displayed paths (each byte that is not UTF-8 as `\xHH`) of the `*.swift` files and
    /// folders whose names are not UTF-8: navlint cannot name them, so each is reported as an
    /// error instead of being skipped in silence.
    package var notUTF8: [String]
  }

  /// The Swift files under the given paths, and the names that are not UTF-8 text.
  ///
  /// - Parameters:
  ///   - paths: Files and folders; relative paths are resolved against `currentDirectory`.
  ///   - currentDirectory: The working directory.
  /// - Returns: The files, as ``swiftFiles(in:currentDirectory:)`` finds them, and the names
  ///   found that are not UTF-8.
  /// - Throws: As ``swiftFiles(in:currentDirectory:)``.
  package static func discover(in paths: [String], currentDirectory: String)
    throws(NavLintError) -> Discovered
  {
    var notUTF8: [String] = []
    let fileManager = FileManager.default
    // By resolved path, so a file reached twice (a symbolic link to a folder) is linted once,
    // under the first path in sorted order.
    var result: [String: String] = [:]
    func add(_ path: String) {
      let key = WholeFile.realPath(path) ?? path
      if let known = result[key], known < path { return }
      result[key] = path
    }
    for path in paths {
      guard !path.isEmpty else { throw .usage("an empty path was given") }
      let absolute = absolutePath(path, currentDirectory: currentDirectory)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw .pathNotFound(path)
      }
      if !isDirectory.boolValue {
        try requireRegularFile(absolute, shown: path)
        add(absolute)
        continue
      }
      var stack = [absolute]
      var visited: Set<String> = []
      while let folder = stack.popLast() {
        // A symbolic link back up the tree would otherwise be followed forever.
        guard visited.insert(WholeFile.realPath(folder) ?? folder).inserted
        else { continue }
        let names: [String]
        do {
          names = try fileManager.contentsOfDirectory(atPath: folder)
        } catch {
          throw .io(
            path: displayPath(folder, currentDirectory: currentDirectory),
            reason: "cannot read the folder")
        }
        for bytes in undecodableNames(in: folder) {
          // A hidden or skipped folder is skipped whatever its name's bytes.
          guard bytes.first != UInt8(ascii: ".") else { continue }
          let shown = ArgumentText.shown(Array((folder == "/" ? "" : folder).utf8) + [0x2F] + bytes)
          if bytes.count > 6, bytes.suffix(6).elementsEqual(".swift".utf8) {
            notUTF8.append(displayPath(shown, currentDirectory: currentDirectory))
          } else if isFolder(Array(folder.utf8) + [0x2F] + bytes) {
            notUTF8.append(displayPath(shown, currentDirectory: currentDirectory) + "/")
          }
        }
        for name in names.sorted() {
          let child = folder == "/" ? "/" + name : folder + "/" + name
          var childIsDirectory: ObjCBool = false
          guard fileManager.fileExists(atPath: child, isDirectory: &childIsDirectory) else {
            // A Swift file's name on a symbolic link whose target is gone: said, not skipped.
            var link = stat()
            if name.hasSuffix(".swift"), lstat(child, &link) == 0, link.st_mode & S_IFMT == S_IFLNK
            {
              throw .io(
                path: displayPath(child, currentDirectory: currentDirectory),
                reason: "is a symbolic link to a file that does not exist")
            }
            continue
          }
          if childIsDirectory.boolValue {
            if !name.hasPrefix("."), !skippedFolders.contains(name), !name.hasSuffix(".docc") {
              stack.append(child)
            }
          } else if name.hasSuffix(".swift") {
            try requireRegularFile(
              child, shown: displayPath(child, currentDirectory: currentDirectory))
            add(child)
          }
        }
      }
    }
    return Discovered(files: result.values.sorted(), notUTF8: notUTF8.sorted())
  }

  /// The names in a folder whose bytes are not UTF-8 (Foundation's listing leaves them out).
  private static func undecodableNames(in folder: String) -> [[UInt8]] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if String(validating: bytes, as: UTF8.self) == nil { names.append(bytes) }
    }
    return names
  }

  /// Whether a path given as bytes is a folder (through a symbolic link).
  private static func isFolder(_ path: [UInt8]) -> Bool {
    var status = stat()
    let found = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) == 0 }
    }
    return found && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Fails for a FIFO, socket or device: reading one could block forever.
  private static func requireRegularFile(_ path: String, shown: String) throws(NavLintError) {
    let resolved = WholeFile.realPath(path) ?? path
    let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
    let type = attributes?[.type] as? FileAttributeType
    guard type == .typeRegular else {
      throw .io(path: shown, reason: "is not a regular file (a FIFO, socket or device); not linted")
    }
  }

  /// An absolute path naming the file the kernel would open for `path`: `.` segments, empty
  /// segments and a trailing slash removed, and a `..` never removed lexically. A path with a
  /// `..` has the part up to its last `..` resolved as the kernel resolves it (a `..` after a
  /// symbolic link leaves the link's target, not the link's folder); when that part does not
  /// exist the `..` stays, so the path still names nothing.
  ///
  /// - Parameters:
  ///   - path: A path.
  ///   - currentDirectory: The folder relative paths start from.
  /// - Returns: The absolute path.
  package static func absolutePath(_ path: String, currentDirectory: String) -> String {
    let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    let parts = joined.split(separator: "/").filter { $0 != "." }
    guard let last = parts.lastIndex(of: "..") else {
      return "/" + parts.joined(separator: "/")
    }
    let head = "/" + parts[...last].joined(separator: "/")
    let rest = parts[(last + 1)...].joined(separator: "/")
    guard let real = WholeFile.realPath(head) else { return "/" + parts.joined(separator: "/") }
    if rest.isEmpty { return real }
    return (real == "/" ? "" : real) + "/" + rest
  }

  /// How a path is shown: relative to the working directory when inside it.
  ///
  /// - Parameters:
  ///   - path: An absolute path.
  ///   - currentDirectory: The working directory.
  /// - Returns: The displayed path.
  package static func displayPath(_ path: String, currentDirectory: String) -> String {
    let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

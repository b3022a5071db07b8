import Foundation

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
  ///   skipping `.build`, `.git`, `.swiftpm` and hidden folders).
  /// - Throws: ``NavLintError/pathNotFound(_:)`` naming a path that does not exist.
  package static func swiftFiles(in paths: [String], currentDirectory: String) throws(NavLintError)
    -> [String]
  {
    let fileManager = FileManager.default
    var result: Set<String> = []
    for path in paths {
      let absolute = absolutePath(path, currentDirectory: currentDirectory)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw .pathNotFound(path)
      }
      if !isDirectory.boolValue {
        result.insert(absolute)
        continue
      }
      var stack = [absolute]
      var visited: Set<String> = []
      while let folder = stack.popLast() {
        // A symbolic link back up the tree would otherwise be followed forever.
        guard visited.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted
        else { continue }
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { continue }
        for name in names {
          let child = folder == "/" ? "/" + name : folder + "/" + name
          var childIsDirectory: ObjCBool = false
          guard fileManager.fileExists(atPath: child, isDirectory: &childIsDirectory) else {
            continue
          }
          if childIsDirectory.boolValue {
            if !name.hasPrefix("."), !skippedFolders.contains(name) { stack.append(child) }
          } else if name.hasSuffix(".swift") {
            result.insert(child)
          }
        }
      }
    }
    return result.sorted()
  }

  /// An absolute, standardized path.
  ///
  /// - Parameters:
  ///   - path: A path.
  ///   - currentDirectory: The folder relative paths start from.
  /// - Returns: The absolute path without `.`/`..` segments or a trailing slash.
  package static func absolutePath(_ path: String, currentDirectory: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
    var standardized = url.standardizedFileURL.path
    while standardized.count > 1 && standardized.hasSuffix("/") { standardized.removeLast() }
    return standardized
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

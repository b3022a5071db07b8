import Foundation
import WholeFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--write-corpus DIR N`: where to write the navlint scenario's corpus, and how many files.
package struct CorpusRequest: Equatable, Sendable {
  /// The folder as typed.
  package var path: String
  /// How many files, 1 to ``BenchmarkOptions/maximumCorpusFiles``.
  package var files: Int

  package init(path: String, files: Int) {
    self.path = path
    self.files = files
  }

  /// Makes the folder ready: creates it when it does not exist (its parent must), or accepts
  /// it when it is an empty folder. Nothing is written, replaced or deleted anywhere else.
  ///
  /// - Returns: The folder, resolved the way the kernel resolves the typed path.
  /// - Throws: ``BenchmarkError/corpusFolder(path:reason:)`` when the path is a symbolic link
  ///   (with or without a trailing `/`), a file, a folder with anything in it, or a folder
  ///   that cannot be made.
  package func prepare() throws(BenchmarkError) -> URL {
    let fileManager = FileManager.default
    // Not followed: a symbolic link is itself the item (`lstat`). A trailing `/` (as shell
    // completion adds) would make `lstat` follow the link, so the item is named without it.
    if let attributes = try? fileManager.attributesOfItem(atPath: Self.itemPath(path)) {
      switch attributes[.type] as? FileAttributeType {
      case .typeSymbolicLink?:
        throw .corpusFolder(path: path, reason: "it is a symbolic link; name the folder itself")
      case .typeDirectory?:
        let entries = (try? fileManager.contentsOfDirectory(atPath: path)) ?? [""]
        guard entries.isEmpty else {
          throw .corpusFolder(
            path: path, reason: "the folder is not empty; name a new or empty folder")
        }
        guard let real = WholeFile.realPath(path) else {
          throw .corpusFolder(path: path, reason: "its real path cannot be found")
        }
        return URL(fileURLWithPath: real, isDirectory: true)
      default:
        throw .corpusFolder(path: path, reason: "it exists and is not a folder")
      }
    }
    // Resolved once, as the kernel resolves it (`a/link/../new` is in the link's target's
    // parent), and used from here on: a lexically shortened path would name another folder.
    let parentPath = (Self.itemPath(path) as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    let typedParent = parentPath.isEmpty ? "." : parentPath
    guard fileManager.fileExists(atPath: typedParent, isDirectory: &isFolder) else {
      throw .corpusFolder(path: path, reason: "its parent folder does not exist; create it first")
    }
    guard isFolder.boolValue else {
      throw .corpusFolder(path: path, reason: "its parent is not a folder")
    }
    let resolved: String
    do {
      resolved = try WholeFile.resolved(Self.itemPath(path))
    } catch {
      throw .corpusFolder(path: path, reason: error.reason)
    }
    guard mkdir(resolved, 0o755) == 0 else {
      let text = String(cString: strerror(errno))
      throw .corpusFolder(path: path, reason: text.prefix(1).lowercased() + text.dropFirst())
    }
    return URL(fileURLWithPath: resolved, isDirectory: true)
  }

  /// The path without its trailing slashes (`link/` is `link`), so that `lstat` looks at the
  /// last name itself; a path of slashes only stays as it is.
  ///
  /// - Parameter path: The path as typed.
  /// - Returns: The path to `lstat`.
  /// - Complexity: O(*n*) in the path's length.
  private static func itemPath(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    return String(trimmed)
  }
}

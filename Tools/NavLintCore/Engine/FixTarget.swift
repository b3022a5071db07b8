import Foundation
import WholeFile

/// Where `--fix` may write: only files whose real path (symbolic links resolved) lies inside
/// one of the folders or files being linted, so a link to a file elsewhere is never written
/// through.
package enum FixTarget {
  /// The real paths of a request's roots (`.` when it names none).
  ///
  /// - Parameter request: The lint request.
  /// - Returns: Absolute paths with symbolic links resolved.
  package static func roots(of request: LintRequest) -> [String] {
    let paths = request.paths.isEmpty ? ["."] : request.paths
    return paths.map {
      realPath(FileDiscovery.absolutePath($0, currentDirectory: request.currentDirectory))
    }
  }

  /// Whether a file resolves to a place inside a root.
  ///
  /// - Parameters:
  ///   - path: The file's absolute path as found (it may pass through symbolic links).
  ///   - roots: Real paths of the roots being linted.
  /// - Returns: `true` when the file's real path is a root or lies under one.
  package static func isInside(_ path: String, roots: [String]) -> Bool {
    let real = realPath(path)
    return roots.contains { root in
      real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
  }

  /// A path with every symbolic link resolved; the path itself when it cannot be resolved.
  static func realPath(_ path: String) -> String {
    WholeFile.realPath(path) ?? path
  }
}

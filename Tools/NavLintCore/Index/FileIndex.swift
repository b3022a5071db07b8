import SwiftSyntax

/// The facts one file contributes to the ``ProjectIndex``.
///
/// Must stay `Codable` with a deterministic encoding: navlint caches it by file content and
/// hashes the encoded index of all files into every file's cache key.
///
/// Placeholder: the cross-file type index fills this in (`Tools/NavLintCore/Index/`).
public struct FileIndex: Hashable, Codable, Sendable {
  /// The file's displayed path.
  public var path: String

  /// Creates an empty entry.
  ///
  /// - Parameter path: The file's displayed path.
  public init(path: String) {
    self.path = path
  }

  /// Collects one file's facts.
  ///
  /// - Parameters:
  ///   - tree: The parsed file.
  ///   - path: The file's displayed path.
  /// - Complexity: One walk of the tree.
  public init(tree: SourceFileSyntax, path: String) {
    self.path = path
  }
}

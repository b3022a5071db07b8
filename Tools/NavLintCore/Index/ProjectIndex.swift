/// Facts about the types of every file being linted, for rules that look across files.
///
/// Built once per run, before any rule runs, from the ``FileIndex`` of every file, so a
/// rule can ask whether a custom view's body holds a plain button or whether a route
/// case's payload type is a class.
///
/// Placeholder: the cross-file type index fills this in (`Tools/NavLintCore/Index/`).
public struct ProjectIndex: Hashable, Sendable {
  /// The per-file facts, in path order.
  public var files: [FileIndex]

  /// Creates an empty index.
  public init() {
    self.files = []
  }

  /// Merges the facts of every linted file.
  ///
  /// - Parameter files: One entry per file; order does not matter.
  public init(files: [FileIndex]) {
    self.files = files.sorted { $0.path < $1.path }
  }
}

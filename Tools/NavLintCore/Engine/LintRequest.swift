/// What to lint and how.
package struct LintRequest: Sendable {
  /// Files and folders, as given on the command line.
  package var paths: [String]
  /// The working directory: relative paths and displayed paths start here.
  package var currentDirectory: String
  /// The number of parallel workers.
  package var jobs: Int
  /// The cache folder, or `nil` for no cache.
  package var cacheDirectory: String?
  /// Lint only files changed since this git revision.
  package var changedSince: String?
  /// Rewrite files with safe fixes before reporting.
  package var fix: Bool

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - paths: Files and folders.
  ///   - currentDirectory: The working directory.
  ///   - jobs: Parallel workers.
  ///   - cacheDirectory: The cache folder or `nil`.
  ///   - changedSince: A git revision or `nil`.
  ///   - fix: Whether to apply fixes.
  package init(
    paths: [String],
    currentDirectory: String,
    jobs: Int = 1,
    cacheDirectory: String? = nil,
    changedSince: String? = nil,
    fix: Bool = false
  ) {
    self.paths = paths
    self.currentDirectory = currentDirectory
    self.jobs = jobs
    self.cacheDirectory = cacheDirectory
    self.changedSince = changedSince
    self.fix = fix
  }
}

import Foundation

/// Finds the project root of each linted file: the scope of its cross-file index.
///
/// The root is the nearest folder above the file that holds `.git` (a repository: an app
/// and its local packages share one index); without one, the outermost folder that holds a
/// `Package.swift`, an `.xcodeproj` or an `.xcworkspace`; without either, one shared scope.
/// So two projects linted in one run never mix same-named types.
struct ProjectRoots {
  private var byDirectory: [String: String] = [:]
  /// What each folder visited holds: sibling folders share their ancestors, which are then
  /// listed once per run instead of once per folder.
  private var holdings: [String: (repository: Bool, project: Bool)] = [:]

  /// The root of a file.
  ///
  /// - Parameter path: The file's absolute path.
  /// - Returns: The root folder, or `""` for the shared scope.
  mutating func root(of path: String) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    if let known = byDirectory[directory] { return known }
    var current = directory
    var outermostProject: String?
    var found: String?
    while true {
      let holds = holding(current)
      if holds.repository {
        found = current
        break
      }
      if holds.project { outermostProject = current }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { break }
      current = parent
    }
    let root = found ?? outermostProject ?? ""
    byDirectory[directory] = root
    return root
  }

  private mutating func holding(_ directory: String) -> (repository: Bool, project: Bool) {
    if let known = holdings[directory] { return known }
    let repository = Self.holdsRepository(directory)
    // A folder holding a repository ends the search: whether it holds a project is not asked.
    let holds = (repository, repository ? false : Self.holdsProject(directory))
    holdings[directory] = holds
    return holds
  }

  private static func holdsRepository(_ directory: String) -> Bool {
    FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(".git"))
  }

  private static func holdsProject(_ directory: String) -> Bool {
    let manager = FileManager.default
    if manager.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
      return true
    }
    let names = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
    return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
  }
}

import Foundation

/// Finds each file's `.navlint.json` by walking up from its folder, reading each once.
package struct ConfigurationFinder {
  private var byDirectory: [String: Configuration?] = [:]

  /// Creates a finder with nothing read yet.
  package init() {}

  /// The configuration that governs a file.
  ///
  /// - Parameters:
  ///   - path: The file's absolute path.
  ///   - fallback: The folder of the default configuration when none is found.
  /// - Returns: The nearest `.navlint.json` above the file, or the defaults.
  /// - Throws: ``NavLintError/configuration(_:)`` when the nearest file is invalid.
  package mutating func configuration(for path: String, fallback: String) throws(NavLintError)
    -> Configuration
  {
    var directory = (path as NSString).deletingLastPathComponent
    var visited: [String] = []
    var found: Configuration?
    while true {
      if let known = byDirectory[directory] {
        found = known
        break
      }
      visited.append(directory)
      let candidate = directory == "/" ? "/.navlint.json" : directory + "/.navlint.json"
      if FileManager.default.fileExists(atPath: candidate) {
        do {
          found = try Configuration.load(path: candidate)
        } catch {
          throw .configuration(error)
        }
        break
      }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || parent.isEmpty { break }
      directory = parent
    }
    for folder in visited { byDirectory[folder] = .some(found) }
    return found ?? .defaults(directory: fallback)
  }
}

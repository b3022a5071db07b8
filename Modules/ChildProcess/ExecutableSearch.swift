import Foundation

/// Finds a program on a search path, as a shell would, for ``BoundedChild``, which runs a
/// program by its path only.
package enum ExecutableSearch {
  /// The first executable file called `name` in the directories of `PATH`.
  ///
  /// - Parameters:
  ///   - name: The program's file name, such as `git` or `dot`.
  ///   - environment: The environment whose `PATH` is searched; empty entries are skipped.
  /// - Returns: The executable's URL, or `nil` when no directory has one.
  /// - Complexity: O(*n*) file checks for *n* directories on `PATH`.
  package static func find(_ name: String, in environment: [String: String]) -> URL? {
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

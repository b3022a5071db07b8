import Foundation

/// Where `hoist` keeps its state between runs.
///
/// Rule (XDG Base Directory Specification 0.8): `--data-dir` if given, else
/// `$XDG_STATE_HOME/hoist` when that variable is an absolute path, else `~/.local/state/hoist`.
package enum DataDirectory {
  /// The directory to use.
  ///
  /// - Parameters:
  ///   - option: The `--data-dir` value, if given.
  ///   - environment: The process environment.
  /// - Returns: An absolute or relative directory URL; it may not exist yet.
  package static func resolve(option: String?, environment: [String: String]) -> URL {
    if let option { return URL(fileURLWithPath: option, isDirectory: true) }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("hoist")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/state/hoist", isDirectory: true)
  }
}

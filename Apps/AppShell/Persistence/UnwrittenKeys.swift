import Foundation

/// The keys of a saved state's JSON that this build reads past and does not write back: a
/// field written by a newer build of the same format, or added by hand, at any depth (the top
/// level, a note, the settings, a stack, a route). The next save would drop them, so the file
/// is copied aside first and the run names them.
package enum UnwrittenKeys {
  /// Keys read on purpose and never written: an older file's plain notes passcode, which
  /// loading migrates to a hash (and a copy kept for recovery never holds).
  static let readOnly: Set<String> = ["notesPasscode"]

  /// How many keys a message names before "and N more".
  static let named = 5

  /// The paths of the keys in `loaded` that `written` lacks, such as `userData.notes[0].tags`:
  /// array positions in brackets (0-based), each level's keys sorted. A key whose value is
  /// `null` loses nothing and is left out; so is anything when either is not JSON.
  ///
  /// - Parameters:
  ///   - loaded: The JSON as read from the file.
  ///   - written: The JSON this build writes for the state it read from `loaded`.
  /// - Returns: The paths, empty when `written` keeps every key.
  package static func paths(in loaded: Data, missingFrom written: Data) -> [String] {
    guard let loadedValue = json(loaded), let writtenValue = json(written) else { return [] }
    var paths: [String] = []
    collect(loadedValue, against: writtenValue, at: "", into: &paths)
    return paths
  }

  /// A sentence naming the first few paths, then how many more: `a, b and 3 more`.
  ///
  /// - Parameter paths: The paths, at least one.
  /// - Returns: The list.
  package static func list(_ paths: [String]) -> String {
    let shown = paths.prefix(named).joined(separator: ", ")
    return paths.count > named ? "\(shown) and \(paths.count - named) more" : shown
  }

  private static func json(_ data: Data) -> Any? {
    var data = data
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
    return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
  }

  private static func collect(
    _ loaded: Any, against written: Any, at path: String, into paths: inout [String]
  ) {
    if let object = loaded as? [String: Any], let other = written as? [String: Any] {
      for key in object.keys.sorted() {
        guard let value = object[key], !(value is NSNull) else { continue }
        let child = path.isEmpty ? key : "\(path).\(key)"
        if let otherValue = other[key] {
          collect(value, against: otherValue, at: child, into: &paths)
        } else if !readOnly.contains(key) {
          paths.append(child)
        }
      }
    } else if let array = loaded as? [Any], let other = written as? [Any] {
      for (index, (value, otherValue)) in zip(array, other).enumerated() {
        collect(value, against: otherValue, at: "\(path)[\(index)]", into: &paths)
      }
    }
  }
}

import Foundation

/// A value a ``PersistentStore`` saves: any `Codable` value whose JSON is an object with a
/// `version` key, the format version that wrote it.
///
/// `NavigationSnapshot`, a router's navigation, conforms already. Conform a type of your own to
/// keep your data beside it in the same files; raise ``currentVersion`` when its shape changes
/// and read older files in ``decode(_:version:)``.
///
/// ```swift
/// struct SavedState: PersistableState {
///   static let currentVersion = 1
///   var version = Self.currentVersion
///   var navigation: NavigationSnapshot
///   var cart: [String]
/// }
/// ```
public protocol PersistableState: Codable, Equatable, Sendable {
  /// The format version this build writes; a file with a higher one is left as it is.
  static var currentVersion: Int { get }
  /// The format version of this value (``currentVersion`` for a value the app made).
  var version: Int { get }
  /// Decodes a file of a given format version, migrating an older one to the current shape.
  ///
  /// The default decodes the current version with `JSONDecoder` and refuses any other.
  ///
  /// - Parameters:
  ///   - data: The file's JSON.
  ///   - version: Its format version, read from its `version` key; never above
  ///     ``currentVersion``.
  /// - Returns: The value in the current shape.
  /// - Throws: `DecodingError` when the JSON does not have the version's shape, or any error
  ///   for a version that cannot be read; the file is then set aside and reported.
  static func decode(_ data: Data, version: Int) throws -> Self
}

extension PersistableState {
  public static func decode(_ data: Data, version: Int) throws -> Self {
    guard version == currentVersion else {
      throw UnreadableVersion(version: version, current: currentVersion)
    }
    return try JSONDecoder().decode(Self.self, from: data)
  }
}

/// A format version that ``PersistableState/decode(_:version:)`` has no migration for.
public struct UnreadableVersion: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's version.
  public var version: Int
  /// The version this build writes.
  public var current: Int

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - version: The file's version.
  ///   - current: The version this build writes.
  public init(version: Int, current: Int) {
    self.version = version
    self.current = current
  }

  public var description: String {
    "unknown format version \(version) (this build reads version \(current))"
  }
}

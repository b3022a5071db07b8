/// The targets of a `Package.swift`, read with SwiftSyntax (never executed).
public struct PackageManifest: Hashable, Sendable {
  /// One `.target`, `.executableTarget`, `.testTarget` or similar call.
  public struct Target: Hashable, Sendable {
    /// The target name.
    public var name: String
    /// The target's folder relative to the package root (explicit `path:` or the default).
    public var path: String
    /// The names of the target's dependencies (string literals, `.target(name:)`,
    /// `.product(name:)`).
    public var dependencies: [String]
    /// The target's own Swift language mode (`.swiftLanguageMode(.v5)` in its
    /// `swiftSettings:`), when it sets one: 4, 5 or 6.
    public var languageMode: Int? = nil

    /// Creates a target.
    ///
    /// - Parameters:
    ///   - name: The target name.
    ///   - path: The folder relative to the package root.
    ///   - dependencies: The dependency names.
    public init(name: String, path: String, dependencies: [String]) {
      self.name = name
      self.path = path
      self.dependencies = dependencies
    }
  }

  /// The absolute path of the folder holding `Package.swift`.
  public var directory: String
  /// The targets in declaration order.
  public var targets: [Target]
  /// The Swift language mode of the package's targets: the highest of
  /// `swiftLanguageModes:` / `swiftLanguageVersions:` when given, else 6 from tools
  /// version 6.0 and 5 below it (and when the tools version is unknown).
  public var languageMode: Int = 5

  /// Creates a manifest.
  ///
  /// - Parameters:
  ///   - directory: The absolute path of the package folder.
  ///   - targets: The targets.
  public init(directory: String, targets: [Target]) {
    self.directory = directory
    self.targets = targets
  }

  /// The language mode a file of the package is compiled in.
  ///
  /// - Parameter pathInPackage: The file's path relative to the package folder.
  /// - Returns: The target's own mode, or the package's.
  public func languageMode(of pathInPackage: String) -> Int {
    target(containing: pathInPackage)?.languageMode ?? languageMode
  }

  /// The target whose folder holds a file.
  ///
  /// - Parameter pathInPackage: The file's path relative to the package folder.
  /// - Returns: The target with the longest matching folder, or `nil`.
  public func target(containing pathInPackage: String) -> Target? {
    targets
      .filter { pathInPackage.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") }
      .max { $0.path.count < $1.path.count }
  }
}

/// Facts about the project a file belongs to, computed by the engine before rules run.
public struct ProjectInfo: Hashable, Sendable {
  /// Whether the file matches a `compositionRoot` glob of `.navlint.json`.
  public var isCompositionRoot: Bool
  /// Whether `.navlint.json` configures `compositionRoot` globs. When it does not, rules
  /// infer the composition root (the types that bind a `NavigationStack(path:)`, `App` types).
  public var hasConfiguredCompositionRoot: Bool
  /// Router type names: configured, or found from `NavigationStack(path: $x.path)` bindings
  /// in any linted file.
  public var routerTypeNames: Set<String>
  /// Methods of router types (found in any linted file) that mutate the router's path.
  public var routerMutatingMethods: Set<String>
  /// Whether the file matches a `previewPaths` glob of `.navlint.json` (a demo or example
  /// target): all of it is preview code.
  public var isPreviewPath: Bool
  /// The nearest `Package.swift` above the file, when there is one.
  public var manifest: PackageManifest?
  /// The file's path relative to the manifest's directory (`/`-separated), when there is one.
  public var pathInPackage: String?

  /// Creates project facts.
  ///
  /// - Parameters:
  ///   - isCompositionRoot: Whether the file is in the composition root.
  ///   - hasConfiguredCompositionRoot: Whether `compositionRoot` globs are configured.
  ///   - routerTypeNames: Router type names.
  ///   - routerMutatingMethods: Path-mutating methods of router types.
  ///   - manifest: The nearest package manifest.
  ///   - pathInPackage: The file's path relative to the manifest's directory.
  ///   - isPreviewPath: Whether the file matches a `previewPaths` glob.
  public init(
    isCompositionRoot: Bool = false,
    hasConfiguredCompositionRoot: Bool = false,
    routerTypeNames: Set<String> = [],
    routerMutatingMethods: Set<String> = [],
    manifest: PackageManifest? = nil,
    pathInPackage: String? = nil,
    isPreviewPath: Bool = false
  ) {
    self.isPreviewPath = isPreviewPath
    self.isCompositionRoot = isCompositionRoot
    self.hasConfiguredCompositionRoot = hasConfiguredCompositionRoot
    self.routerTypeNames = routerTypeNames
    self.routerMutatingMethods = routerMutatingMethods
    self.manifest = manifest
    self.pathInPackage = pathInPackage
  }
}

/// Why `RouteViewRegistry` refused a registration.
public enum RouteViewRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Views for this feature are registered already.
  case duplicateFeature(String)

  /// The message, naming the feature.
  public var description: String {
    switch self {
    case .duplicateFeature(let feature):
      "the views of the feature '\(feature)' are registered twice"
    }
  }
}

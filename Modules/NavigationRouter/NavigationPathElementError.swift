/// Why a `NavigationPath` element could not become a route.
public enum NavigationPathElementError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No registered feature declares the type name; `known` lists those that do.
  case unknownType(String, known: [String])
  /// The element's JSON is not a value of its type.
  case invalidElement(typeName: String, json: String)

  public var description: String {
    switch self {
    case .unknownType(let name, let known):
      "no feature of this app declares the type '\(name)' (known: \(known.joined(separator: ", ")))"
    case .invalidElement(let name, let json):
      "'\(json)' is not a \(name)"
    }
  }
}

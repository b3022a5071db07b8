/// The https hosts whose links open a custom scheme's patterns (universal links).
public struct UniversalLinkDomain: Hashable, Sendable {
  /// The custom scheme the https links map to, lowercased.
  public let scheme: String
  /// The hosts, lowercased; the first is the canonical one that printing uses.
  public let hosts: [String]

  /// Creates a domain.
  ///
  /// - Parameters:
  ///   - scheme: The custom scheme, such as `shop`.
  ///   - hosts: The hosts, canonical first, such as `["shop.example", "www.shop.example"]`.
  public init(scheme: String, hosts: [String]) {
    self.scheme = scheme.lowercased()
    self.hosts = hosts.map { $0.lowercased() }
  }

  /// The canonical host.
  public var canonicalHost: String { hosts.first ?? "" }
}

/// Every registered URL pattern: parse a URL into a tab and routes, print a path as a URL.
///
/// The composition root registers each feature's patterns and the https domains of its
/// schemes, then calls ``check(isRegistered:)``. Matching rules (RFC 3986, section 6.2.2.1,
/// for case): scheme and host compare ignoring case, path segments case-sensitively;
/// trailing and repeated slashes are ignored; percent-encoded segments decode once; unknown
/// query items and a fragment are ignored; a repeated known item is an error naming it; no
/// user, password or port. A URL over ``maximumLength`` bytes or ``maximumSegments`` path
/// segments is refused before matching. The most specific matching pattern wins.
public struct LinkTable: Hashable, Sendable {
  /// The longest URL parsed, in UTF-8 bytes.
  public static let maximumLength = 4096
  /// The most path segments parsed (the custom form's host counts as one).
  public static let maximumSegments = 32

  /// Every pattern, in registration order.
  public private(set) var links: [RegisteredLink] = []
  /// The https domains of the custom schemes.
  public private(set) var domains: [UniversalLinkDomain] = []
  /// Look-up tables derived from ``links`` for parsing.
  private(set) var index = LinkIndex()

  /// Creates an empty table.
  public init() {}

  // MARK: - Registering

  /// Adds the https hosts whose links open a scheme's universal patterns.
  ///
  /// - Parameter domain: The domain.
  public mutating func addDomain(_ domain: UniversalLinkDomain) {
    domains.append(domain)
  }

  /// Registers a feature's patterns.
  ///
  /// - Parameters:
  ///   - patterns: The patterns.
  ///   - feature: The declaring feature's name.
  /// - Throws: ``LinkRegistrationError`` for a pattern of the same shape as a registered one
  ///   (naming both features), a parameter bound twice or a route field bound to nothing.
  ///   Nothing is registered when it throws.
  /// - Complexity: O(*n* × *m*) for *n* new and *m* registered patterns.
  public mutating func register(_ patterns: [LinkPattern], feature: String)
    throws(LinkRegistrationError)
  {
    var added: [RegisteredLink] = []
    for pattern in patterns {
      guard !pattern.host.isEmpty else { throw .emptyHost(feature: feature) }
      let parameters = pattern.parameters
      let isRepeated = { (name: String) in parameters.filter { $0 == name }.count > 1 }
      if let repeated = parameters.first(where: isRepeated) {
        throw .repeatedParameter(template: pattern.template, parameter: repeated)
      }
      for route in pattern.stack {
        for parameter in route.fields.values.sorted() where !parameters.contains(parameter) {
          throw .unboundParameter(template: pattern.template, key: route.key, parameter: parameter)
        }
      }
      if let first = (links + added).first(where: { $0.pattern.shape == pattern.shape }) {
        throw .duplicatePattern(template: pattern.template, first: first.feature, second: feature)
      }
      added.append(RegisteredLink(feature: feature, pattern: pattern))
    }
    links += added
    index = LinkIndex(links: links)
  }

  /// Checks what can be checked only when every feature is registered.
  ///
  /// - Parameter isRegistered: Whether a route key is registered.
  /// - Throws: ``LinkRegistrationError/unregisteredKey(template:key:feature:)`` for a key no
  ///   feature registers and ``LinkRegistrationError/noUniversalDomain(template:scheme:)`` for
  ///   a universal pattern without an https domain.
  public func check(isRegistered: (String) -> Bool) throws(LinkRegistrationError) {
    for link in links {
      for route in link.pattern.stack where !isRegistered(route.key) {
        throw .unregisteredKey(
          template: link.pattern.template, key: route.key, feature: link.feature)
      }
      if link.pattern.isUniversal && domain(for: link.pattern.scheme) == nil {
        throw .noUniversalDomain(template: link.pattern.template, scheme: link.pattern.scheme)
      }
    }
  }

  // MARK: - Reading

  /// The custom schemes of every pattern, sorted.
  public var schemes: [String] {
    Set(links.map(\.pattern.scheme)).sorted()
  }

  /// The https domain of a scheme.
  ///
  /// - Parameter scheme: The custom scheme, lowercased.
  /// - Returns: The domain, or `nil` when its links have no https form.
  public func domain(for scheme: String) -> UniversalLinkDomain? {
    domains.first { $0.scheme == scheme }
  }

  /// A pattern's template in a form: the custom one, or the https one on its canonical host.
  ///
  /// - Parameters:
  ///   - pattern: The pattern.
  ///   - form: The form.
  /// - Returns: The template, or `nil` when the pattern has no https form.
  public func template(of pattern: LinkPattern, form: LinkForm) -> String? {
    switch form {
    case .custom: return pattern.template
    case .https:
      guard pattern.isUniversal, let domain = domain(for: pattern.scheme) else { return nil }
      return pattern.universalTemplate(domain: domain.canonicalHost)
    }
  }
}

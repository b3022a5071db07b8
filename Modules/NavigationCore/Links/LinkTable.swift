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
  /// The most routes any pattern's stack builds (`0` with no patterns): a deeper path has no
  /// link, which a printer can tell before it encodes a route.
  public private(set) var deepestStack = 0

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
  /// Refused, naming the pattern: a shape already registered (naming both features), a
  /// parameter bound twice or a route field bound to nothing, an empty literal, a query name
  /// read twice, an optional group that binds nothing, two runs in one path, a default its
  /// kind does not read, and two patterns of equal specificity that match one URL (naming it).
  ///
  /// - Parameters:
  ///   - patterns: The patterns.
  ///   - feature: The declaring feature's name.
  /// - Throws: ``LinkRegistrationError``; nothing is registered when it throws.
  /// - Complexity: O(*n* × *m*) for *n* new and *m* registered patterns.
  public mutating func register(_ patterns: [LinkPattern], feature: String)
    throws(LinkRegistrationError)
  {
    var added: [RegisteredLink] = []
    for pattern in patterns {
      try Self.checkAlone(pattern, feature: feature)
      let link = RegisteredLink(feature: feature, pattern: pattern)
      try Self.checkAgainst(links + added, link)
      added.append(link)
    }
    links += added
    index = LinkIndex(links: links)
    deepestStack = links.map(\.pattern.stack.count).max() ?? 0
  }

  /// Checks what can be checked only when every feature is registered.
  ///
  /// Every pattern's printed links, with sample values of each kind (some needing
  /// percent-encoding) at each depth its optional parts allow, must parse back to that
  /// pattern and the same routes: a more specific pattern registered later must not take them.
  ///
  /// - Parameter isRegistered: Whether a route key is registered.
  /// - Throws: ``LinkRegistrationError/unregisteredKey(template:key:feature:)`` for a key no
  ///   feature registers, ``LinkRegistrationError/noUniversalDomain(template:scheme:)`` for
  ///   a universal pattern without an https domain and
  ///   ``LinkRegistrationError/printedLinkOpensElsewhere(template:url:opens:)``.
  public func check(isRegistered: (String) -> Bool) throws(LinkRegistrationError) {
    for link in links {
      for route in link.pattern.builtRoutes where !isRegistered(route.key) {
        throw .unregisteredKey(
          template: link.pattern.template, key: route.key, feature: link.feature)
      }
      if link.pattern.isUniversal && domain(for: link.pattern.scheme) == nil {
        throw .noUniversalDomain(template: link.pattern.template, scheme: link.pattern.scheme)
      }
    }
    try checkRoundTrips()
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

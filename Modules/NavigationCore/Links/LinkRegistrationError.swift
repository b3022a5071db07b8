/// Why a feature's link patterns cannot be registered; the app refuses to start.
public enum LinkRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two patterns of the same URL shape.
  case duplicatePattern(template: String, first: String, second: String)
  /// A route of a pattern's stack uses a parameter no segment or query item binds.
  case unboundParameter(template: String, key: String, parameter: String)
  /// Two segments or items of one pattern bind the same parameter.
  case repeatedParameter(template: String, parameter: String)
  /// A pattern names a route key that no feature registers.
  case unregisteredKey(template: String, key: String, feature: String)
  /// A universal pattern whose scheme has no https domain.
  case noUniversalDomain(template: String, scheme: String)
  /// A pattern without a host.
  case emptyHost(feature: String)
  /// A literal segment that is empty or holds a `/`: no URL has such a segment.
  case unmatchableLiteral(template: String, literal: String)
  /// Two query items of one pattern with the same name: its printed link repeats the item.
  case repeatedQueryName(template: String, name: String)
  /// An optional group whose own segments bind no parameter: present or absent, it builds
  /// the same routes, so a printed link cannot say which.
  case optionalGroupBindsNothing(template: String)
  /// A form of a pattern with two runs of several segments: no URL says where one ends.
  case twoRuns(template: String)
  /// A query item's default that its kind does not read back.
  case unreadableDefault(template: String, name: String)
  /// Two patterns of equal specificity that both match a URL: neither would win.
  case ambiguousPatterns(template: String, other: String, url: String)
  /// A link printed from a pattern does not parse back to that pattern and its routes.
  case printedLinkOpensElsewhere(template: String, url: String, opens: String)

  public var description: String {
    switch self {
    case .duplicatePattern(let template, let first, let second):
      "the link \(template) is declared by both '\(first)' and '\(second)'; "
        + "each URL shape belongs to one feature"
    case .unboundParameter(let template, let key, let parameter):
      "the link \(template) fills '\(key)' from '\(parameter)', which no segment or query "
        + "item binds"
    case .repeatedParameter(let template, let parameter):
      "the link \(template) binds '\(parameter)' twice; name each parameter once"
    case .unregisteredKey(let template, let key, let feature):
      "the link \(template) of '\(feature)' builds the route key '\(key)', which no "
        + "feature registers"
    case .noUniversalDomain(let template, let scheme):
      "the link \(template) is universal but no https domain opens '\(scheme)' links"
    case .emptyHost(let feature):
      "a link of '\(feature)' has no host; give every pattern a host"
    case .unmatchableLiteral(let template, let literal):
      "the link \(template) has the literal segment '\(literal)', which no URL has; "
        + "give each literal one non-empty word without '/'"
    case .repeatedQueryName(let template, let name):
      "the link \(template) reads the query item '\(name)' twice; give each item its own name"
    case .optionalGroupBindsNothing(let template):
      "the link \(template) has an optional group that binds no parameter; put a value in it "
        + "or make it two patterns"
    case .twoRuns(let template):
      "the link \(template) has two runs of several segments in one path; keep one"
    case .unreadableDefault(let template, let name):
      "the link \(template) gives '\(name)' a default its kind does not read; "
        + "give a value a link could hold"
    case .ambiguousPatterns(let template, let other, let url):
      "the links \(template) and \(other) both match \(url) and neither is more specific; "
        + "add a literal segment or narrow a value"
    case .printedLinkOpensElsewhere(let template, let url, let opens):
      "the link \(template) prints \(url), which opens \(opens); "
        + "make the patterns differ in a literal segment"
    }
  }
}

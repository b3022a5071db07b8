import Foundation
import NavigationCore
import NavigationRouter

/// Where one link of `links check` lands, or why not.
package struct LinkCheck: Hashable, Sendable {
  /// The URL as given (trimmed).
  package var url: String
  /// How it resolved; a malformed link is `failed`.
  package var outcome: LinkResolutionKind
  /// The tab it lands on, if any.
  package var tab: TabID?
  /// The path it lands on, if any.
  package var path: [AnyRoute]?
  /// Why, if anything is to be said.
  package var message: String?

  package init(
    url: String, outcome: LinkResolutionKind, tab: TabID? = nil, path: [AnyRoute]? = nil,
    message: String? = nil
  ) {
    self.url = url
    self.outcome = outcome
    self.tab = tab
    self.path = path
    self.message = message
  }

  /// Checks links against a router's current state without changing anything.
  ///
  /// - Parameters:
  ///   - lines: The lines of a links file; blank lines and `#` comments are skipped,
  ///     surrounding whitespace is trimmed.
  ///   - router: The router whose registry and state the links resolve against.
  /// - Returns: One check per link, in order.
  @MainActor
  package static func check<Change: Sendable>(_ lines: [String], on router: Router<Change>)
    -> [LinkCheck]
  {
    var checks: [LinkCheck] = []
    for line in lines {
      let url = line.trimmingCharacters(in: .whitespaces)
      if url.isEmpty || url.hasPrefix("#") { continue }
      do {
        let resolution = try router.resolveLink(url)
        checks.append(
          LinkCheck(
            url: url, outcome: resolution.kind, tab: resolution.tab, path: resolution.path,
            message: resolution.message))
      } catch {
        checks.append(
          LinkCheck(url: url, outcome: .failed, message: "malformed link: \(error.description)"))
      }
    }
    return checks
  }
}

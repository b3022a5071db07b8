/// A link of this app's schemes or domain that is malformed.
package enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL and what is wrong with it.
  case malformed(url: String, reason: String)

  package var description: String {
    switch self {
    case .malformed(let url, let reason): "malformed link '\(url)': \(reason)"
    }
  }
}

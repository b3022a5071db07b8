import SwiftSyntax

/// What the `@available` attributes of the declarations around a piece of code say about the
/// OS versions it runs on: `@available(iOS 16, *)` on a type, an extension or a function
/// raises the minimum iOS for everything inside it.
///
/// `@available(*, deprecated)`, `@available(iOS, deprecated: 16)` and other attributes that
/// introduce nothing raise nothing. `iOSApplicationExtension` counts as `iOS`, and an iOS
/// version applies to Mac Catalyst unless a `macCatalyst` one is given.
package struct DeclaredAvailability: Equatable, Sendable {
  /// The highest introduced version per platform, over every enclosing declaration.
  package private(set) var introduced: [String: [Int]] = [:]
  /// Platforms an enclosing declaration is unavailable on (`@available(macOS, unavailable)`).
  package private(set) var unavailable: Set<String> = []

  /// Reads the attributes of every declaration enclosing a node.
  ///
  /// - Parameter node: Any syntax.
  /// - Complexity: O(d + a) for d ancestors and a attribute arguments.
  package init(enclosing node: some SyntaxProtocol) {
    var current = node.parent
    while let parent = current {
      if let declaration = parent.asProtocol((any WithAttributesSyntax).self) {
        for element in declaration.attributes {
          guard let attribute = element.as(AttributeSyntax.self),
            attribute.attributeName.trimmedDescription == "available",
            case .availability(let arguments)? = attribute.arguments
          else { continue }
          read(arguments)
        }
      }
      current = parent.parent
    }
    if introduced["macCatalyst"] == nil, let iOS = introduced["iOS"] {
      introduced["macCatalyst"] = iOS
    }
  }

  /// Whether code here may run below a version on a platform: the platform is not
  /// unavailable and no enclosing declaration introduces it at that version or later.
  ///
  /// - Parameters:
  ///   - platform: A platform name (`iOS`, `macOS`).
  ///   - deployment: The configured minimum version.
  ///   - required: The version to reach.
  /// - Returns: `true` when the code may run below `required`.
  package func mayRun(on platform: String, from deployment: [Int], below required: [Int])
    -> Bool
  {
    guard !unavailable.contains(platform) else { return false }
    let declared = introduced[platform] ?? []
    let effective = Self.precedes(deployment, declared) ? declared : deployment
    return Self.precedes(effective, required)
  }

  private mutating func read(_ arguments: AvailabilityArgumentListSyntax) {
    // Short form: `iOS 16, macOS 13, *`. Long form: `iOS, introduced: 16` or
    // `macOS, unavailable`, where the first argument names the one platform.
    var platform: String?
    for (offset, element) in arguments.enumerated() {
      switch element.argument {
      case .availabilityVersionRestriction(let restriction):
        guard let version = restriction.version else { continue }
        raise(
          Self.platformName(restriction.platform.text),
          to: Self.version(version.trimmedDescription))
      case .token(let token):
        if offset == 0 {
          platform = token.text == "*" ? nil : Self.platformName(token.text)
        } else if token.text == "unavailable", let platform {
          unavailable.insert(platform)
        }
      case .availabilityLabeledArgument(let labeled):
        guard labeled.label.text == "introduced", let platform,
          case .version(let version) = labeled.value
        else { continue }
        raise(platform, to: Self.version(version.trimmedDescription))
      @unknown default:
        continue
      }
    }
  }

  private mutating func raise(_ platform: String, to version: [Int]) {
    let known = introduced[platform] ?? []
    introduced[platform] = Self.precedes(known, version) ? version : known
  }

  private static func platformName(_ written: String) -> String {
    let suffix = "ApplicationExtension"
    return written.hasSuffix(suffix) ? String(written.dropLast(suffix.count)) : written
  }

  /// A version's numbers: `[16, 4]` for `16.4`.
  ///
  /// - Parameter text: A version as written.
  /// - Returns: Its components, `[0]` when there are none.
  package static func version(_ text: String) -> [Int] {
    let parts = text.split(separator: ".").map { Int($0) ?? 0 }
    return parts.isEmpty ? [0] : parts
  }

  /// Whether one version is below another (`16` equals `16.0`).
  ///
  /// - Parameters:
  ///   - a: A version.
  ///   - b: Another version.
  /// - Returns: `true` when `a` is lower.
  package static func precedes(_ a: [Int], _ b: [Int]) -> Bool {
    for offset in 0..<max(a.count, b.count) {
      let left = offset < a.count ? a[offset] : 0
      let right = offset < b.count ? b[offset] : 0
      if left != right { return left < right }
    }
    return false
  }
}

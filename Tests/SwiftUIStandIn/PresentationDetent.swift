import Foundation

/// A height a sheet rests at.
///
/// Apple: https://developer.apple.com/documentation/swiftui/presentationdetent
/// (`struct PresentationDetent`, `Hashable`, `Sendable`).
public struct PresentationDetent: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }

  private let kind: Kind

  /// Apple: https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(kind: .medium)
  /// Apple: https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(kind: .large)

  /// Apple: https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  /// (`static func fraction(_ fraction: CGFloat) -> PresentationDetent`).
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  /// (`static func height(_ height: CGFloat) -> PresentationDetent`).
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }
}

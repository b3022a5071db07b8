/// What a screen action carries: a feature's intent, addressed to that feature.
///
/// The composition root routes it back to the feature named by ``feature`` (the one that
/// built the screen), whose `handle(_:in:)` turns it into an ``Outcome``.
public struct AnyIntent: Hashable, Sendable, CustomStringConvertible {
  /// The name of the feature that handles the intent, such as `library`.
  public let feature: String
  /// The feature's own intent value.
  public let base: any Hashable & Sendable

  /// Wraps a feature's intent.
  ///
  /// - Parameters:
  ///   - feature: The handling feature's name.
  ///   - base: The intent value.
  public init(feature: String, _ base: some Hashable & Sendable) {
    self.feature = feature
    self.base = base
  }

  /// The intent as a concrete type.
  ///
  /// - Parameter type: The intent type to cast to.
  /// - Returns: The intent, or `nil` when it is of another type.
  public func `as`<I: Hashable & Sendable>(_ type: I.Type) -> I? {
    base as? I
  }

  public static func == (lhs: AnyIntent, rhs: AnyIntent) -> Bool {
    lhs.feature == rhs.feature && AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(feature)
    hasher.combine(AnyHashable(base))
  }

  public var description: String { "\(feature): \(base)" }
}

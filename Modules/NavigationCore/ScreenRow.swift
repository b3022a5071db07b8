/// One row of a screen: a label, optional detail, and the intent a tap emits.
public struct ScreenRow: Hashable, Sendable {
  /// The row's text, also what `tap LABEL` matches (case-insensitively, exactly).
  public var label: String
  /// Secondary text shown after the label.
  public var detail: String?
  /// The intent a tap emits; `nil` for a row that only shows information.
  public var intent: AnyIntent?

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - label: The row's text.
  ///   - detail: Secondary text.
  ///   - intent: The intent a tap emits, if the row is tappable.
  public init(_ label: String, detail: String? = nil, intent: AnyIntent? = nil) {
    self.label = label
    self.detail = detail
    self.intent = intent
  }
}

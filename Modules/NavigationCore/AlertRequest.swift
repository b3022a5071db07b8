/// A confirmation alert: what the decision needs to show, and the one intent its confirm runs.
///
/// Cancel mutates nothing but removing the alert. Confirm removes the alert and sends
/// ``confirm`` to its feature, whose outcome is the alert's one outcome. The intent carries
/// the exact subject (the item's ID), never a lookup by position.
public struct AlertRequest: Hashable, Sendable {
  /// The question, such as `Delete "Groceries"?`.
  public var title: String
  /// What confirming does, shown under the title.
  public var message: String?
  /// The confirm button's label, such as `Delete`.
  public var confirmLabel: String
  /// The cancel button's label.
  public var cancelLabel: String
  /// Whether confirming destroys data (shown as a destructive button).
  public var isDestructive: Bool
  /// The intent sent when the user confirms.
  public var confirm: AnyIntent

  /// Creates an alert request.
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - message: What confirming does.
  ///   - confirmLabel: The confirm button's label.
  ///   - cancelLabel: The cancel button's label.
  ///   - isDestructive: Whether confirming destroys data.
  ///   - confirm: The intent sent on confirm.
  public init(
    title: String, message: String? = nil, confirmLabel: String, cancelLabel: String = "Cancel",
    isDestructive: Bool = false, confirm: AnyIntent
  ) {
    self.title = title
    self.message = message
    self.confirmLabel = confirmLabel
    self.cancelLabel = cancelLabel
    self.isDestructive = isDestructive
    self.confirm = confirm
  }
}

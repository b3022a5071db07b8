/// One expected finding: the marker it is reported at and its exact message, like
/// swift-format's finding specs. A line number the message names is written `@L19`, so it
/// moves with lines put before the source (``MarkedSource/expectedFindings(_:shiftedBy:)``).
package struct FindingSpec: CustomStringConvertible {
  /// The marker in the source, such as `"1️⃣"`.
  package var marker: String
  /// The exact message.
  package var message: String

  /// Creates a spec.
  ///
  /// - Parameters:
  ///   - marker: The marker in the source.
  ///   - message: The exact message.
  package init(_ marker: String = "1️⃣", message: String) {
    self.marker = marker
    self.message = message
  }

  package var description: String { "\(marker) \(message)" }
}

import NavigationCore
import NavigationRouter

/// A name in a saved state that this `hoist` does not know, or a route field it cannot read,
/// found while the file was decoded, and what replaced it: one field is repaired instead of the
/// whole file set aside.
package enum UnknownRestoredValue: Hashable, Sendable {
  /// A layout name that is not a ``Layout``: the window opens in the compact layout.
  ///
  /// `field` is the field's path in the file, such as `windows[0].layout`.
  case layout(field: String, name: String)
  /// A presentation style that is not a `PresentationStyle`: the stack presents nothing (the
  /// modal and the stack it held are not restored).
  ///
  /// `field` is the field's path in the file, such as `stacks.notes.presentation.style`.
  case presentationStyle(field: String, name: String)
  /// A route field whose value is not a string, number or boolean (null, an array, an object,
  /// or a value JSON holds but Swift cannot read: a string with an unpaired surrogate escape
  /// such as `\ud800`, a number out of every number type's range): the field is left out of
  /// its route, which restoration then keeps or drops on its own.
  ///
  /// `field` is the field's path in the file, such as `stacks.library.path[0].seriesID`;
  /// `value` says what it holds (`null, not a string, number or boolean`).
  case routeField(field: String, value: String)

  /// The layout an unknown layout name is replaced by.
  package static let replacementLayout = Layout.compact

  /// The field's path in the file.
  package var field: String {
    switch self {
    case .layout(let field, _), .presentationStyle(let field, _), .routeField(let field, _): field
    }
  }

  /// One line of the restoration report: the field, the bad value and what replaced it.
  package var text: String {
    switch self {
    case .layout(let field, let name):
      "\(field) '\(name)' is not a layout this hoist knows "
        + "(\(Layout.allCases.map(\.rawValue).joined(separator: ", "))); "
        + "it is replaced by \(Self.replacementLayout.rawValue)"
    case .presentationStyle(let field, let name):
      "\(field) '\(name)' is not a presentation style this hoist knows "
        + "(\(PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))); "
        + "the presentation is replaced by none (its modal and stack are not restored)"
    case .routeField(let field, let value):
      "\(field) is \(value); the field is left out of its route"
    }
  }
}

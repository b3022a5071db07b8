import Foundation

/// The type of a value a link carries in a path segment or a query item.
public enum LinkValueKind: Hashable, Sendable {
  /// A string ID of the given characters, such as a product slug.
  case identifier(LinkCharacters)
  /// A whole number, 1 or more, in ASCII digits.
  case positiveInteger
  /// A UUID in its 8-4-4-4-12 hexadecimal form, any case; printed in upper case.
  case uuid
  /// Any text that is not empty, such as a search query.
  case text

  /// Reads a value from its decoded link text.
  ///
  /// - Parameters:
  ///   - text: The text after percent-decoding.
  ///   - name: The parameter's name, for the message.
  /// - Returns: The value as a route field holds it.
  /// - Throws: ``LinkError/invalidValue(name:value:reason:)`` naming the value.
  public func parse(_ text: String, name: String) throws(LinkError) -> JSONScalar {
    switch self {
    case .identifier(let characters):
      // Only ASCII letters fold: `lowercased()` would turn the Kelvin sign into a `k`.
      let value = characters.foldsCase ? text.asciiLowercased : text
      guard !value.isEmpty else {
        throw .invalidValue(name: name, value: text, reason: "must not be empty")
      }
      guard characters.allowsAll(value) else {
        throw .invalidValue(name: name, value: text, reason: "may hold only \(characters.summary)")
      }
      return .string(value)
    case .positiveInteger:
      // An ASCII character that is a number is one of the ten digits, one byte each.
      guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
        throw .invalidValue(name: name, value: text, reason: "must be a whole number, 1 or more")
      }
      guard let value = Int(text) else {
        throw .invalidValue(name: name, value: text, reason: "is too large")
      }
      guard value >= 1 else {
        throw .invalidValue(name: name, value: text, reason: "must be a whole number, 1 or more")
      }
      return .integer(value)
    case .uuid:
      guard text.count == 36, let uuid = UUID(uuidString: text) else {
        throw .invalidValue(
          name: name, value: text,
          reason: "must be a UUID such as 123E4567-E89B-12D3-A456-426614174000")
      }
      return .string(uuid.uuidString)
    case .text:
      guard !text.isEmpty else {
        throw .invalidValue(name: name, value: text, reason: "must not be empty")
      }
      return .string(text)
    }
  }

  /// The decoded link text of a route field's value, when the value fits this kind exactly.
  ///
  /// - Parameter value: The route field's value.
  /// - Returns: The text that ``parse(_:name:)`` turns back into `value`, or `nil` when no
  ///   text does (a slug with an upper-case letter, a page 0, a field of another type).
  public func text(for value: JSONScalar) -> String? {
    let text: String
    switch (self, value) {
    case (.positiveInteger, .integer(let number)): text = String(number)
    case (.identifier, .string(let string)), (.uuid, .string(let string)),
      (.text, .string(let string)):
      text = string
    default: return nil
    }
    guard (try? parse(text, name: "")) == value else { return nil }
    return text
  }

  /// The text of one element of a run or a list when it reads back as itself.
  ///
  /// - Parameter element: An element of a joined value, such as `b` of `a/b`.
  /// - Returns: `element`, or `nil` when ``parse(_:name:)`` refuses it or reads it as another
  ///   text (an upper-case slug, `01`).
  func elementText(_ element: String) -> String? {
    guard let value = try? parse(element, name: "") else { return nil }
    return value.description == element ? element : nil
  }

  /// How a pattern's template shows a value of this kind, such as `<n>` for a number.
  public var placeholder: String {
    switch self {
    case .identifier: "id"
    case .positiveInteger: "n"
    case .uuid: "uuid"
    case .text: "text"
    }
  }

  /// Rank for "most specific wins": a narrower kind wins over a wider one.
  var specificity: Int {
    switch self {
    case .uuid: 3
    case .positiveInteger: 2
    case .identifier: 1
    case .text: 0
    }
  }
}

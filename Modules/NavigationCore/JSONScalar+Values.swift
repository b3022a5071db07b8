extension JSONScalar {
  /// The string, when the value is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The whole number, when the value is one (a ``number(_:)`` is not).
  public var integerValue: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }
}

/// A route object's field name as a coding key, for reading and writing saved paths.
///
/// While a ``FieldNameList`` is bound (``FieldNameList/names(of:)``), the names a decoder
/// offers to ``init(stringValue:)`` are recorded in it and declined, so that `allKeys` lists
/// the object's names without building, copying and casting an array of keys; otherwise the
/// key is made as any key is.
struct RouteFieldKey: CodingKey {
  let stringValue: String

  /// The name as a number, as the standard library's dictionary key reads it. Computed, so
  /// the key fits an existential's inline buffer.
  var intValue: Int? { Int(stringValue) }

  /// A key for a field whose name is known.
  ///
  /// - Parameter name: The field's name.
  init(name: String) {
    stringValue = name
  }

  /// A key for a name the coder offers; `nil`, with the name recorded, while a
  /// ``FieldNameList`` is bound.
  ///
  /// - Parameter stringValue: The field's name.
  init?(stringValue: String) {
    if let list = FieldNameList.current {
      list.record(stringValue)
      return nil
    }
    self.stringValue = stringValue
  }

  /// A key for a number the coder offers, as its name in decimal digits.
  ///
  /// - Parameter intValue: The number.
  init?(intValue: Int) {
    self.init(stringValue: String(intValue))
  }
}

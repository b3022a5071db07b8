/// The JSON of one value inside journal lines, kept from one line to the next: a page turn
/// changes the navigation and the reading progress, not the notes or the settings, so their
/// JSON is written again as it was instead of being encoded again.
///
/// See ``JournalEncoder/encode(_:reusing:)``.
package protocol JournalFragment: AnyObject {
  /// The type whose values it remembers.
  var valueType: ObjectIdentifier { get }

  /// Writes a value of ``valueType``: the bytes remembered when the value is equal to the
  /// one they were written for, else its encoding, then remembered.
  func write<T: Encodable>(_ value: T, to writer: JournalEncoder.Writer) throws
}

/// The last value of one type a journal line held, and its JSON.
///
/// Values are compared with `==`, so a type whose `==` ignores a field it encodes must not be
/// used. Equal values may have been written with their dictionaries' keys in another order;
/// the JSON decodes to an equal value either way.
package final class LastJournalFragment<Value: Encodable & Equatable>: JournalFragment {
  private var last: (value: Value, bytes: ArraySlice<UInt8>)?

  /// Creates an empty fragment.
  package init() {}

  package var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }

  package func write<T: Encodable>(_ value: T, to writer: JournalEncoder.Writer) throws {
    guard let value = value as? Value else { return try writer.encodeContainers(value) }
    if let last, last.value == value {
      writer.bytes.append(contentsOf: last.bytes)
      return
    }
    let start = writer.bytes.count
    try writer.encodeContainers(value)
    // A shape the writer does not stream makes the whole line fall back: nothing to keep.
    last = writer.unsupported ? nil : (value, writer.bytes[start...])
  }
}

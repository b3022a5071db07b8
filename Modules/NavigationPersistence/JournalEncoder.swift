import Foundation

/// Encodes any `Encodable` as one line of compact JSON, streaming into a byte buffer.
///
/// Saving after every command encodes the whole state each time; Foundation's `JSONEncoder`
/// builds a tree of values first and spends most of a page turn's time there. This encoder
/// writes as the value's `encode(to:)` runs, in the same JSON that `JSONDecoder` reads with its
/// default strategies (`Data` as Base64, `URL` as its string, `Date` as seconds since 2001).
/// Shapes it does not stream (nested and super encoders, a second container at one level,
/// `Decimal`, numbers that are not finite) make ``encode(_:)`` fall back to `JSONEncoder`,
/// so every value encodes.
package enum JournalEncoder {
  /// The value's compact JSON.
  ///
  /// - Parameter value: The value.
  /// - Returns: UTF-8 JSON without line breaks.
  /// - Throws: `EncodingError` when even `JSONEncoder` cannot encode it.
  package static func encode(_ value: some Encodable) throws -> Data {
    try encode(value, reusing: [])
  }

  /// The value's compact JSON, with the JSON of nested values reused from the last line
  /// where they are equal to the values it was written for.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - fragments: Each remembers the JSON of the values of one type met in `value` (the
  ///     last one wins); empty encodes everything.
  /// - Returns: UTF-8 JSON without line breaks, decoding to a value equal to `value`.
  /// - Throws: `EncodingError` when even `JSONEncoder` cannot encode it.
  package static func encode(_ value: some Encodable, reusing fragments: [any JournalFragment])
    throws -> Data
  {
    let writer = Writer()
    writer.fragments = fragments
    do {
      try writer.encodeValue(value)
      if !writer.unsupported { return Data(writer.bytes) }
    } catch {}
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  /// Thrown inside the writer when a shape is not streamed; the caller falls back.
  struct Unsupported: Error {}

  // MARK: - Writer

  /// The byte buffer a line is streamed into.
  package final class Writer {
    /// The line so far.
    package var bytes: [UInt8] = []
    /// Whether a shape was met that is not streamed: the line falls back to `JSONEncoder`.
    package var unsupported = false
    /// The values whose JSON is reused, and their types, compared by metadata for every value.
    var fragments: [any JournalFragment] = [] {
      didSet { fragmentTypes = fragments.map(\.valueType) }
    }
    private var fragmentTypes: [ObjectIdentifier] = []
    /// The container opened by the value being encoded at each depth: 0 none yet, 1 a single
    /// value, else the closing byte to write when its `encode(to:)` returns.
    private var closers: [UInt8] = []

    /// Creates an empty line.
    package init() {
      bytes.reserveCapacity(4096)
    }

    func encodeValue<T: Encodable>(_ value: T) throws {
      // Metadata comparisons, not dynamic casts: this runs for every value of the state.
      if T.self == String.self {
        writeString(unsafeBitCast(value, to: String.self))
        return
      }
      if T.self == Int.self {
        writeRaw(String(unsafeBitCast(value, to: Int.self)))
        return
      }
      if T.self == Bool.self {
        writeRaw(unsafeBitCast(value, to: Bool.self) ? "true" : "false")
        return
      }
      guard Self.specialTypes.contains(ObjectIdentifier(T.self)) else {
        if !fragmentTypes.isEmpty,
          let index = fragmentTypes.firstIndex(of: ObjectIdentifier(T.self))
        {
          return try fragments[index].write(value, to: self)
        }
        return try encodeContainers(value)
      }
      switch value {
      case let integer as any BinaryInteger:
        writeRaw("\(integer)")
      case let double as Double:
        try writeDouble(double)
      case let float as Float:
        try writeDouble(Double(float))
      case let data as Data:
        writeString(data.base64EncodedString())
      case let url as URL:
        writeString(url.absoluteString)
      default:
        // Decimal: JSONEncoder writes it as a number, which this encoder does not do.
        unsupported = true
        throw Unsupported()
      }
    }

    /// Types whose JSON is not what their own `encode(to:)` would stream.
    private static let specialTypes: Set<ObjectIdentifier> = [
      ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self),
      ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self),
      ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self),
      ObjectIdentifier(Double.self), ObjectIdentifier(Float.self), ObjectIdentifier(Data.self),
      ObjectIdentifier(URL.self), ObjectIdentifier(Decimal.self),
    ]

    /// Streams a value through its own `encode(to:)`.
    package func encodeContainers<T: Encodable>(_ value: T) throws {
      closers.append(0)
      let depth = closers.count
      try value.encode(to: FrameEncoder(writer: self, depth: depth))
      switch closers.removeLast() {
      // A value that asked for no container at all encodes as an empty object.
      case 0: bytes.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")])
      case 1: break
      case let closer: bytes.append(closer)
      }
    }

    /// Opens the one container of the value at `depth`; a second one is not streamed.
    func open(_ byte: UInt8, closer: UInt8, depth: Int) throws {
      guard depth > 0, closers.count == depth, closers[depth - 1] == 0 else {
        unsupported = true
        throw Unsupported()
      }
      if byte != 0 { bytes.append(byte) }
      closers[depth - 1] = closer
    }

    func writeKey(_ key: String, first: inout Bool) {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      writeString(key)
      bytes.append(UInt8(ascii: ":"))
    }

    func comma(first: inout Bool) {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
    }

    func writeRaw(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    func writeDouble(_ value: Double) throws {
      guard value.isFinite else {
        unsupported = true
        throw Unsupported()
      }
      if value == value.rounded(), abs(value) < 1e15 {
        writeRaw(String(Int64(value)))
      } else {
        writeRaw("\(value)")
      }
    }

    func writeString(_ string: String) {
      bytes.append(UInt8(ascii: "\""))
      let utf8 = string.utf8
      if !utf8.contains(where: { $0 < 0x20 || $0 == 34 || $0 == 92 }) {
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        return
      }
      for byte in utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
        case UInt8(ascii: "\n"): bytes.append(contentsOf: [92, UInt8(ascii: "n")])
        case UInt8(ascii: "\r"): bytes.append(contentsOf: [92, UInt8(ascii: "r")])
        case UInt8(ascii: "\t"): bytes.append(contentsOf: [92, UInt8(ascii: "t")])
        case 0..<0x20:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [
            92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)],
          ])
        default: bytes.append(byte)
        }
      }
      bytes.append(UInt8(ascii: "\""))
    }
  }

  // MARK: - Encoder

  /// The encoder handed to each value; coding paths are not tracked (they only name values in
  /// errors, and this encoder falls back to `JSONEncoder` on any error).
  struct FrameEncoder: Encoder {
    let writer: Writer
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      do {
        try writer.open(UInt8(ascii: "{"), closer: UInt8(ascii: "}"), depth: depth)
      } catch {}
      return KeyedEncodingContainer(Keyed<Key>(writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      do {
        try writer.open(UInt8(ascii: "["), closer: UInt8(ascii: "]"), depth: depth)
      } catch {}
      return Unkeyed(writer: writer)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      do {
        try writer.open(0, closer: 1, depth: depth)
      } catch {}
      return Single(writer: writer)
    }
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: Writer
    var codingPath: [any CodingKey] { [] }
    private let state = First()

    init(writer: Writer) {
      self.writer = writer
    }

    final class First {
      var value = true
    }

    private func key(_ key: Key) {
      writer.writeKey(key.stringValue, first: &state.value)
    }

    mutating func encodeNil(forKey key: Key) throws {
      self.key(key)
      writer.writeRaw("null")
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      self.key(key)
      writer.writeRaw(value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      self.key(key)
      writer.writeString(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      self.key(key)
      try writer.writeDouble(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      self.key(key)
      try writer.writeDouble(Double(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      self.key(key)
      writer.writeRaw(String(value))
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      self.key(key)
      try writer.encodeValue(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      writer.unsupported = true
      return KeyedEncodingContainer(Keyed<NestedKey>(writer: Writer()))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      writer.unsupported = true
      return Unkeyed(writer: Writer())
    }
    mutating func superEncoder() -> any Encoder {
      writer.unsupported = true
      return FrameEncoder(writer: Writer(), depth: 0)
    }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      writer.unsupported = true
      return FrameEncoder(writer: Writer(), depth: 0)
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let writer: Writer
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0
    private var first = true

    init(writer: Writer) {
      self.writer = writer
    }

    private mutating func next() {
      writer.comma(first: &first)
      count += 1
    }

    mutating func encodeNil() throws {
      next()
      writer.writeRaw("null")
    }
    mutating func encode(_ value: Bool) throws {
      next()
      writer.writeRaw(value ? "true" : "false")
    }
    mutating func encode(_ value: String) throws {
      next()
      writer.writeString(value)
    }
    mutating func encode(_ value: Double) throws {
      next()
      try writer.writeDouble(value)
    }
    mutating func encode(_ value: Int) throws {
      next()
      writer.writeRaw(String(value))
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
      next()
      try writer.encodeValue(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      writer.unsupported = true
      return KeyedEncodingContainer(Keyed<NestedKey>(writer: Writer()))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      writer.unsupported = true
      return Unkeyed(writer: Writer())
    }
    mutating func superEncoder() -> any Encoder {
      writer.unsupported = true
      return FrameEncoder(writer: Writer(), depth: 0)
    }
  }

  struct Single: SingleValueEncodingContainer {
    let writer: Writer
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { writer.writeRaw("null") }
    mutating func encode(_ value: Bool) throws { writer.writeRaw(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { writer.writeString(value) }
    mutating func encode(_ value: Double) throws { try writer.writeDouble(value) }
    mutating func encode(_ value: Float) throws { try writer.writeDouble(Double(value)) }
    mutating func encode(_ value: Int) throws { writer.writeRaw(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try writer.encodeValue(value)
    }
  }
}

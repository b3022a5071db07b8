/// Encodes a route's synthesized `Codable` form (`{"<case>":{fields}}`) straight into its
/// flat fields, or reads only its case name, without producing JSON text.
///
/// It accepts exactly the shape ``RouteCoding`` supports: one keyed container holding one
/// nested keyed container, whose key is the case name. Reading ``Reading/fields``, the nested
/// container must hold scalar fields; anything else sets ``isUnsupported`` and the caller
/// falls back to the JSON path, so the result is always that path's result. Reading
/// ``Reading/caseName``, the fields are not encoded at all, whatever their types: the name
/// costs a few small allocations where `Mirror` builds the reflection metadata of the case
/// (measured with callgrind: about 20,000 instructions per key). Any other shape (a struct,
/// a custom `encode(to:)` that writes fields directly, two nested containers) gives `nil`.
final class RouteFieldEncoder: Encoder {
  /// What one encoding pass reads.
  enum Reading {
    /// The case name only: the fields are ignored.
    case caseName
    /// The case name and its scalar fields.
    case fields
  }

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// What this pass reads.
  let reading: Reading
  /// The case name: the outer container's one key.
  fileprivate(set) var caseName: String?
  /// The case's fields, by name (read only with ``Reading/fields``); room for a route's few
  /// fields and the `key` that ``RouteCoding/object(for:)`` adds.
  fileprivate(set) var fields: [String: JSONScalar]
  /// Whether the value used a shape this encoder does not support.
  fileprivate(set) var isUnsupported = false

  fileprivate init(reading: Reading) {
    self.reading = reading
    fields = reading == .fields ? Dictionary(minimumCapacity: 4) : [:]
  }

  /// The flat fields of a route's `Codable` form, or `nil` when its shape is not one case
  /// object of scalar fields.
  ///
  /// - Parameter value: The route.
  /// - Returns: The case name and its fields.
  static func fields(of value: some Encodable) -> (caseName: String, fields: [String: JSONScalar])?
  {
    guard let encoder = encode(value, reading: .fields), let caseName = encoder.caseName else {
      return nil
    }
    return (caseName, encoder.fields)
  }

  /// The case name of a value whose `Codable` form is one case object, or `nil`.
  ///
  /// - Parameter value: The route.
  /// - Returns: The outer container's one key, such as `page` for `.page(id:number:)`.
  static func caseName(of value: some Encodable) -> String? {
    encode(value, reading: .caseName)?.caseName
  }

  /// The encoder after one pass over the value, or `nil` when the pass failed.
  private static func encode(_ value: some Encodable, reading: Reading) -> RouteFieldEncoder? {
    let encoder = RouteFieldEncoder(reading: reading)
    do {
      try value.encode(to: encoder)
    } catch {
      return nil
    }
    return encoder.isUnsupported ? nil : encoder
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CaseContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    isUnsupported = true
    return OtherUnkeyedContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    isUnsupported = true
    return OtherSingleValueContainer(ignores: reading == .caseName)
  }

  fileprivate func unsupported() -> EncodingError {
    isUnsupported = true
    return Self.failure
  }

  /// What a container throws for a shape a flat route never has.
  fileprivate static var failure: EncodingError {
    EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "not a flat route"))
  }
}

/// The outer container: one key, the case name, holding the fields.
private struct CaseContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: RouteFieldEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    if encoder.caseName != nil { encoder.isUnsupported = true }
    encoder.caseName = key.stringValue
    return KeyedEncodingContainer(FieldContainer<NestedKey>(encoder: encoder))
  }

  mutating func encodeNil(forKey key: Key) throws { throw encoder.unsupported() }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    throw encoder.unsupported()
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder.unkeyedContainer()
  }
  mutating func superEncoder() -> any Encoder {
    encoder.isUnsupported = true
    return encoder
  }
  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
}

/// The case's container: scalar fields by name, or nothing when only the case name is read.
private struct FieldContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: RouteFieldEncoder
  var codingPath: [any CodingKey] { [] }

  /// Whether the fields are ignored: only the case name is read.
  private var ignores: Bool { encoder.reading == .caseName }

  private func store(_ value: JSONScalar, _ key: Key) {
    if !ignores { encoder.fields[key.stringValue] = value }
  }

  mutating func encodeNil(forKey key: Key) throws {
    if !ignores { throw encoder.unsupported() }
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws { store(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { store(.string(value), key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { store(.integer(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    // JSON prints 3.0 as 3, which reads back as an integer: the JSON path decides.
    if !ignores { throw encoder.unsupported() }
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    if ignores { return }
    switch value {
    case let value as String: store(.string(value), key)
    case let value as Int: store(.integer(value), key)
    case let value as Bool: store(.bool(value), key)
    default:
      // A nested type (an ID struct, a raw-value enum, UUID, another integer width):
      // the JSON path decides its form.
      throw encoder.unsupported()
    }
  }
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    if !ignores { encoder.isUnsupported = true }
    return KeyedEncodingContainer(FieldContainer<NestedKey>(encoder: encoder))
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    ignores ? OtherUnkeyedContainer(encoder: encoder) : encoder.unkeyedContainer()
  }
  mutating func superEncoder() -> any Encoder {
    if ignores { return RouteFieldEncoder(reading: .caseName) }
    encoder.isUnsupported = true
    return encoder
  }
  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
}

/// An unkeyed container, which a flat route never has: reading fields, every value fails;
/// reading the case name, values inside the case's fields are ignored.
private struct OtherUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: RouteFieldEncoder
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }

  private var ignores: Bool { encoder.reading == .caseName }

  mutating func encodeNil() throws {
    if !ignores { throw RouteFieldEncoder.failure }
  }
  mutating func encode<T: Encodable>(_ value: T) throws {
    if !ignores { throw RouteFieldEncoder.failure }
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(
      FieldContainer<NestedKey>(encoder: RouteFieldEncoder(reading: encoder.reading)))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { RouteFieldEncoder(reading: encoder.reading) }
}

/// A single-value container, which a flat route never uses: reading fields, it fails;
/// reading the case name, it ignores the value.
private struct OtherSingleValueContainer: SingleValueEncodingContainer {
  let ignores: Bool
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws {
    if !ignores { throw RouteFieldEncoder.failure }
  }
  mutating func encode<T: Encodable>(_ value: T) throws {
    if !ignores { throw RouteFieldEncoder.failure }
  }
}

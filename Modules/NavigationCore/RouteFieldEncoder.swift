/// Encodes a route's synthesized `Codable` form (`{"<case>":{fields}}`) straight into its
/// flat fields, without producing JSON text.
///
/// It accepts exactly the shape ``RouteCoding`` supports: one keyed container holding one
/// nested keyed container of scalar fields. Anything else sets ``isUnsupported`` and the
/// caller falls back to the JSON path, so the result is always that path's result.
final class RouteFieldEncoder: Encoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The case name: the outer container's one key.
  fileprivate(set) var caseName: String?
  /// The case's fields, by name.
  fileprivate(set) var fields: [String: JSONScalar] = [:]
  /// Whether the value used a shape this encoder does not support.
  fileprivate(set) var isUnsupported = false

  /// The flat fields of a route's `Codable` form, or `nil` when its shape is not one case
  /// object of scalar fields.
  ///
  /// - Parameter value: The route.
  /// - Returns: The case name and its fields.
  static func fields(of value: some Encodable) -> (caseName: String, fields: [String: JSONScalar])?
  {
    let encoder = RouteFieldEncoder()
    do {
      try value.encode(to: encoder)
    } catch {
      return nil
    }
    guard !encoder.isUnsupported, let caseName = encoder.caseName else { return nil }
    return (caseName, encoder.fields)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CaseContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    isUnsupported = true
    return UnsupportedUnkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    isUnsupported = true
    return UnsupportedSingleValueContainer()
  }

  fileprivate func unsupported() -> EncodingError {
    isUnsupported = true
    return EncodingError.invalidValue(
      0, EncodingError.Context(codingPath: codingPath, debugDescription: "not a flat route"))
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

/// The case's container: scalar fields by name.
private struct FieldContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: RouteFieldEncoder
  var codingPath: [any CodingKey] { [] }

  private func store(_ value: JSONScalar, _ key: Key) {
    encoder.fields[key.stringValue] = value
  }

  mutating func encodeNil(forKey key: Key) throws { throw encoder.unsupported() }
  mutating func encode(_ value: Bool, forKey key: Key) throws { store(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { store(.string(value), key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { store(.integer(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    // JSON prints 3.0 as 3, which reads back as an integer: the JSON path decides.
    throw encoder.unsupported()
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
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
    encoder.isUnsupported = true
    return KeyedEncodingContainer(FieldContainer<NestedKey>(encoder: encoder))
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

/// A container for shapes a flat route never has: every call marks the value unsupported.
private struct UnsupportedUnkeyedContainer: UnkeyedEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }
  private var failure: EncodingError {
    EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "not a flat route"))
  }
  mutating func encodeNil() throws { throw failure }
  mutating func encode<T: Encodable>(_ value: T) throws { throw failure }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(FieldContainer<NestedKey>(encoder: RouteFieldEncoder()))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { RouteFieldEncoder() }
}

/// A single-value container a flat route never uses.
private struct UnsupportedSingleValueContainer: SingleValueEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  mutating func encodeNil() throws {
    throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "not a flat route"))
  }
  mutating func encode<T: Encodable>(_ value: T) throws {
    throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "not a flat route"))
  }
}

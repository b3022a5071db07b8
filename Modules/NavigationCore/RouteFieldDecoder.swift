/// Decodes a route's synthesized `Codable` form (`{"<case>":{fields}}`) straight from its
/// flat fields, without producing JSON text: the twin of ``RouteFieldEncoder``.
///
/// It serves exactly the shape ``RouteCoding`` supports: one keyed container whose one key is
/// the case name, holding one nested keyed container of `String`, `Int` and `Bool` fields
/// that match the fields' kinds exactly. Any other request (another field type, a kind that
/// JSON would convert, a missing field, a non-finite number JSON cannot write) fails, and the
/// caller decodes through JSON, so the result and every error are always that path's.
package final class RouteFieldDecoder: Decoder {
  package var codingPath: [any CodingKey] { [] }
  package var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The case name: the outer container's one key.
  fileprivate let caseName: String
  /// The flat object; its `key` entry is not a field.
  fileprivate let object: [String: JSONScalar]

  private init(caseName: String, object: [String: JSONScalar]) {
    self.caseName = caseName
    self.object = object
  }

  /// Decodes a route from its case name and flat object, or `nil` when the JSON path must
  /// decide.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - caseName: The case name, the part of the key after the dot.
  ///   - object: The flat object; its `key` entry is ignored.
  /// - Returns: The route, or `nil`.
  package static func decode<R: Decodable>(
    _ type: R.Type, caseName: String, object: [String: JSONScalar]
  )
    -> R?
  {
    // JSON cannot write NaN or an infinity: the JSON path fails on them even when unused.
    for value in object.values {
      if case .number(let number) = value, !number.isFinite { return nil }
    }
    return try? R(from: RouteFieldDecoder(caseName: caseName, object: object))
  }

  package func container<Key: CodingKey>(keyedBy type: Key.Type) throws
    -> KeyedDecodingContainer<Key>
  {
    KeyedDecodingContainer(CaseDecodingContainer<Key>(decoder: self))
  }

  package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw Self.unsupported()
  }

  package func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw Self.unsupported()
  }

  fileprivate static func unsupported() -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: [], debugDescription: "not a flat route"))
  }
}

/// The outer container: one key, the case name, holding the fields.
private struct CaseDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: RouteFieldDecoder
  var codingPath: [any CodingKey] { [] }

  var allKeys: [Key] { Key(stringValue: decoder.caseName).map { [$0] } ?? [] }

  func contains(_ key: Key) -> Bool { key.stringValue == decoder.caseName }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard contains(key) else { throw RouteFieldDecoder.unsupported() }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    throw RouteFieldDecoder.unsupported()
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    guard contains(key) else { throw RouteFieldDecoder.unsupported() }
    return KeyedDecodingContainer(
      FieldDecodingContainer<NestedKey>(decoder: decoder, codingPath: [key]))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw RouteFieldDecoder.unsupported()
  }

  func superDecoder() throws -> any Decoder { throw RouteFieldDecoder.unsupported() }
  func superDecoder(forKey key: Key) throws -> any Decoder { throw RouteFieldDecoder.unsupported() }
}

/// The case's container: scalar fields by name, of exactly the requested kind.
private struct FieldDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: RouteFieldDecoder
  let codingPath: [any CodingKey]

  var allKeys: [Key] {
    decoder.object.keys.filter { $0 != "key" }.compactMap { Key(stringValue: $0) }
  }

  private func value(_ key: Key) -> JSONScalar? {
    let name = key.stringValue
    return name == "key" ? nil : decoder.object[name]
  }

  func contains(_ key: Key) -> Bool { value(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard value(key) != nil else { throw RouteFieldDecoder.unsupported() }
    return false
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    guard case .string(let text)? = value(key) else { throw RouteFieldDecoder.unsupported() }
    return text
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    guard case .integer(let number)? = value(key) else { throw RouteFieldDecoder.unsupported() }
    return number
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    guard case .bool(let flag)? = value(key) else { throw RouteFieldDecoder.unsupported() }
    return flag
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    // Another type (an ID struct, a raw-value enum, Double, another integer width): the
    // JSON path decides how it reads.
    let scalar: Any? =
      switch value(key) {
      case .string(let text)? where T.self == String.self: text
      case .integer(let number)? where T.self == Int.self: number
      case .bool(let flag)? where T.self == Bool.self: flag
      default: nil
      }
    guard let decoded = scalar as? T else { throw RouteFieldDecoder.unsupported() }
    return decoded
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    throw RouteFieldDecoder.unsupported()
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw RouteFieldDecoder.unsupported()
  }

  func superDecoder() throws -> any Decoder { throw RouteFieldDecoder.unsupported() }
  func superDecoder(forKey key: Key) throws -> any Decoder { throw RouteFieldDecoder.unsupported() }
}

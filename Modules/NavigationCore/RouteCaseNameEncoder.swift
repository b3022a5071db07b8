/// Reads the case name of a route from its synthesized `Codable` form (`{"<case>":{fields}}`)
/// without reflection and without encoding the fields.
///
/// The synthesized `encode(to:)` of an enum opens one keyed container and, for the case of
/// the value, one nested container under the case's coding key, whose string value is the
/// case's name. Reading that key costs a few small allocations where `Mirror` builds the
/// reflection metadata of the case (measured with callgrind: about 20,000 instructions per
/// key). Any other shape (a struct, a custom `encode(to:)` that writes fields directly, two
/// nested containers) gives `nil`, and the caller falls back to reflection.
final class RouteCaseNameEncoder: Encoder {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The one nested container's key, once opened.
  fileprivate var caseName: String?
  /// Whether the value did something else than open one nested container.
  fileprivate var isUnsupported = false

  /// The case name of a value whose `Codable` form is one case object, or `nil`.
  ///
  /// - Parameter value: The route.
  /// - Returns: The outer container's one key, such as `page` for `.page(id:number:)`.
  static func caseName(of value: some Encodable) -> String? {
    let encoder = RouteCaseNameEncoder()
    do {
      try value.encode(to: encoder)
    } catch {
      return nil
    }
    return encoder.isUnsupported ? nil : encoder.caseName
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CaseKeyContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    isUnsupported = true
    return IgnoringUnkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    isUnsupported = true
    return IgnoringSingleValueContainer()
  }

  fileprivate func unsupported() -> EncodingError {
    isUnsupported = true
    return EncodingError.invalidValue(
      0, EncodingError.Context(codingPath: [], debugDescription: "not one case object"))
  }
}

/// The outer container: its one nested container's key is the case name.
private struct CaseKeyContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: RouteCaseNameEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    if encoder.caseName != nil { encoder.isUnsupported = true }
    encoder.caseName = key.stringValue
    return KeyedEncodingContainer(IgnoringKeyedContainer<NestedKey>())
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

/// The case's fields: not needed for the name, so nothing is encoded.
private struct IgnoringKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {}
  mutating func encode(_ value: Bool, forKey key: Key) throws {}
  mutating func encode(_ value: String, forKey key: Key) throws {}
  mutating func encode(_ value: Int, forKey key: Key) throws {}
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(IgnoringKeyedContainer<NestedKey>())
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    IgnoringUnkeyedContainer()
  }
  mutating func superEncoder() -> any Encoder { RouteCaseNameEncoder() }
  mutating func superEncoder(forKey key: Key) -> any Encoder { RouteCaseNameEncoder() }
}

/// An unkeyed container that encodes nothing.
private struct IgnoringUnkeyedContainer: UnkeyedEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }
  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(IgnoringKeyedContainer<NestedKey>())
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { RouteCaseNameEncoder() }
}

/// A single-value container that encodes nothing.
private struct IgnoringSingleValueContainer: SingleValueEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}
}

import Foundation

/// Converts routes to and from their flat JSON form `{"key":"<feature>.<case>", ...fields}`.
///
/// Encoding uses the route's synthesized `Codable` form (`{"<case>":{fields}}`) and lifts the
/// case's fields beside `key`; decoding reverses that for a known route type.
public enum RouteCoding {
  /// The flat JSON object of a route, `key` included.
  ///
  /// - Parameter route: The route to encode.
  /// - Returns: The fields and `key`.
  /// - Throws: ``RouteCodingError/notEncodable(key:)`` when the route's `Codable` form is not
  ///   one case object of scalar fields.
  public static func object(for route: AnyRoute) throws -> [String: JSONScalar] {
    // The common shape without JSON text; the same result as the JSON path below.
    if let (_, fields) = RouteFieldEncoder.fields(of: route.base) {
      var object = fields
      object["key"] = .string(route.key)
      return object
    }
    return try jsonObject(for: route)
  }

  /// ``object(for:)`` through JSON text: the reference the fast path must equal.
  package static func jsonObject(for route: AnyRoute) throws -> [String: JSONScalar] {
    let data = try JSONEncoder().encode(route.base)
    guard
      let outer = try? JSONDecoder().decode([String: [String: JSONScalar]].self, from: data),
      outer.count == 1, var fields = outer.values.first
    else { throw RouteCodingError.notEncodable(key: route.key) }
    fields["key"] = .string(route.key)
    return fields
  }

  /// The flat JSON text of a route, with sorted keys.
  ///
  /// - Parameter route: The route to encode.
  /// - Returns: One line of JSON, such as `{"key":"shop.product","productID":"p1"}`.
  /// - Throws: ``RouteCodingError`` when the route cannot be encoded.
  public static func jsonString(for route: AnyRoute) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(object(for: route)), as: UTF8.self)
  }

  /// Decodes a route of a known type from its flat JSON object.
  ///
  /// - Parameters:
  ///   - type: The route type whose ``Route/keys`` include the object's `key`.
  ///   - object: The flat object, `key` included.
  /// - Returns: The decoded route.
  /// - Throws: ``RouteCodingError/missingKey`` without a string `key`,
  ///   ``RouteCodingError/unknownKey(_:)`` when `type` does not declare the key, and
  ///   ``RouteCodingError/invalidFields(key:reason:)`` when the fields do not fit the case.
  public static func decode<R: Route>(_ type: R.Type, from object: [String: JSONScalar]) throws
    -> R
  {
    guard case .string(let key)? = object["key"] else { throw RouteCodingError.missingKey }
    guard R.keys.contains(key) else { throw RouteCodingError.unknownKey(key) }
    return try decode(R.self, declaredKey: key, from: object)
  }

  /// ``decode(_:from:)`` for an object whose `key` the caller already found among the route
  /// type's ``Route/keys`` (a feature registry finds it in its table of every registered key),
  /// so the keys are not built again for every route.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - object: The flat object, `key` included, one of `type`'s ``Route/keys``.
  /// - Returns: The decoded route.
  /// - Throws: ``RouteCodingError/missingKey`` without a string `key`,
  ///   ``RouteCodingError/unknownKey(_:)`` for a key without a dot, and
  ///   ``RouteCodingError/invalidFields(key:reason:)`` when the fields do not fit the case.
  package static func decodeDeclared<R: Route>(
    _ type: R.Type, from object: [String: JSONScalar]
  ) throws -> R {
    guard case .string(let key)? = object["key"] else { throw RouteCodingError.missingKey }
    return try decode(R.self, declaredKey: key, from: object)
  }

  /// Decodes an object whose key is declared: its case name follows the key's first dot.
  private static func decode<R: Route>(
    _ type: R.Type, declaredKey key: String, from object: [String: JSONScalar]
  ) throws -> R {
    guard let dot = firstDot(in: key) else { throw RouteCodingError.unknownKey(key) }
    let caseName = String(key[key.index(after: dot)...])
    // The common shape without JSON text; the same result as the JSON path below.
    if let route = RouteFieldDecoder.decode(R.self, caseName: caseName, object: object) {
      return route
    }
    return try jsonDecode(R.self, key: key, caseName: caseName, from: object)
  }

  /// The first `.` character of a key, as `key.firstIndex(of: ".")` finds it, found by its
  /// byte (the search by character costs about 2,500 instructions a key).
  private static func firstDot(in key: String) -> String.Index? {
    guard let byte = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
    // A dot that begins a longer character (a combining mark after it) is not that character.
    return key[byte...].first == "." ? byte : key.firstIndex(of: ".")
  }

  /// ``decode(_:from:)`` through JSON text: the reference the fast path must equal.
  package static func jsonDecode<R: Route>(
    _ type: R.Type, key: String, caseName: String, from object: [String: JSONScalar]
  ) throws -> R {
    var fields = object
    fields.removeValue(forKey: "key")
    do {
      let data = try JSONEncoder().encode([caseName: fields])
      return try JSONDecoder().decode(R.self, from: data)
    } catch {
      throw RouteCodingError.invalidFields(
        key: key, reason: describe(error, caseName: caseName, fields: fields, type: R.self))
    }
  }

  /// ``describe(_:)``, naming the fields whose numbers do not fit their types: Foundation
  /// reports such a number as "The given data was not valid JSON." with no coding path. A
  /// number field is named when it still fails so with every other number field set to 0,
  /// which every number type holds.
  private static func describe<R: Route>(
    _ error: any Error, caseName: String, fields: [String: JSONScalar], type: R.Type
  ) -> String {
    guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty
    else { return describe(error) }
    let numbers = fields.keys.sorted().filter { name in
      switch fields[name] {
      case .integer?, .number?: true
      default: false
      }
    }
    func failsAlone(_ name: String) -> Bool {
      var probe = fields
      for other in numbers where other != name { probe[other] = .integer(0) }
      guard let data = try? JSONEncoder().encode([caseName: probe]) else { return false }
      do {
        _ = try JSONDecoder().decode(R.self, from: data)
        return false
      } catch DecodingError.dataCorrupted(let context) {
        return context.codingPath.isEmpty
      } catch {
        return false
      }
    }
    let named = numbers.filter(failsAlone)
    guard !named.isEmpty else { return describe(error) }
    let list = named.map { "field '\($0)' is \(fields[$0]?.description ?? "?")" }
    return list.joined(separator: ", ")
      + (named.count == 1 ? ", a number its type cannot hold" : ", numbers their types cannot hold")
  }

  /// A short reason for a decoding failure, naming the field.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let codingKey, _):
      return "missing field '\(codingKey.stringValue)'"
    case DecodingError.typeMismatch(let expected, let context):
      let field = context.codingPath.last?.stringValue ?? "?"
      return "field '\(field)' is not of type \(expected)"
    case DecodingError.valueNotFound(_, let context):
      return "field '\(context.codingPath.last?.stringValue ?? "?")' is null"
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription
    default:
      return "\(error)"
    }
  }
}

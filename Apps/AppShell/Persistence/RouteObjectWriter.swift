import NavigationCore

/// Writes a flat route object field by field, each with its own kind, in the dictionary's
/// order: the JSON `[String: JSONScalar]` writes, without a nested encoder for every field
/// (`JSONScalar` writes itself through a single-value container, for which `JSONEncoder`
/// makes an encoder of its own).
struct RouteObjectWriter: Encodable {
  /// A path of route objects, written as an array of them.
  struct Path: Encodable {
    let objects: [AppSnapshot.RouteObject]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for object in objects {
        try container.encode(RouteObjectWriter(object: object))
      }
    }
  }

  /// The route object.
  let object: AppSnapshot.RouteObject

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RouteFieldKey.self)
    for (name, value) in object {
      let key = RouteFieldKey(name: name)
      switch value {
      case .string(let text): try container.encode(text, forKey: key)
      case .integer(let number): try container.encode(number, forKey: key)
      case .number(let number): try container.encode(number, forKey: key)
      case .bool(let flag): try container.encode(flag, forKey: key)
      }
    }
  }
}

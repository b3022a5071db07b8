import NavigationCore
import NavigationPersistence

/// Reads the flat route objects of a saved path, trying each field first as the kind the same
/// field had in the object before, so that a string field does not first fail as an integer.
///
/// `JSONScalar` tries an integer, then a string, a boolean and a floating-point number, and
/// each failed attempt builds a `DecodingError` with its coding path: one failure for every
/// string field of every route. JSON keeps the kinds apart (a string is never a number or a
/// boolean, a boolean never a number), so trying the remembered kind first reads the same
/// value; an integral number must read as an integer before a floating-point number, so a
/// floating-point kind is never remembered. When the remembered kind does not fit, the field
/// is read as `JSONScalar` reads it, so values are always `JSONScalar`'s (with the default key
/// strategies, the only ones `hoist` decodes with: a dictionary's keys are never converted,
/// and neither are these). A field `JSONScalar` does not read (null, an array, an object) is
/// left out of the object instead of failing the whole file: a route is a flat object, so
/// such a field is one no route has (a route that needs it is then dropped on restore, alone).
/// With a ``RestoredValueLog``, each field left out is recorded with its path in the file, so
/// the restore report says why (`stacks.library.path[0].seriesID is null, …`) before it says a
/// route was dropped for a missing field. Each object's field names are those `allKeys` lists, in
/// its order, listed through ``FieldNameList``.
struct RouteObjectReader {
  /// The kinds a field is tried as first.
  private enum Kind {
    case string, integer, bool
  }

  /// The kind each field name had last, for the first ``rememberedNames`` names met: a route
  /// has a handful of fields, and a short list is searched faster than a dictionary hashes.
  private var kinds: [(name: String, kind: Kind)] = []

  /// How many field names' kinds are remembered; a field past them is read as `JSONScalar`
  /// reads it, with the same value.
  private static let rememberedNames = 16

  /// Where each field left out is recorded; `nil` when decoding is strict.
  private let log: RestoredValueLog?

  /// Lists each object's field names, as `allKeys` does but without its arrays of keys.
  private let fieldNames = FieldNameList()

  /// A reader for the route objects of one path or modal.
  ///
  /// - Parameter log: The decoder's log (``RestoredValueLog/of(_:)``), or `nil`.
  init(log: RestoredValueLog?) {
    self.log = log
  }

  /// Reads one route object.
  ///
  /// - Parameter container: The object's container.
  /// - Returns: The object, as a `[String: JSONScalar]` dictionary decodes it, without the
  ///   fields whose value is not a scalar (null, an array, an object).
  /// - Throws: The `DecodingError` of a key that cannot be read.
  mutating func read(
    _ container: KeyedDecodingContainer<RouteFieldKey>
  ) throws -> [String: JSONScalar] {
    let fields = fieldNames.names(of: container)
    var object = [String: JSONScalar](minimumCapacity: fields.count)
    for name in fields {
      let key = RouteFieldKey(name: name)
      if let value = Self.read(name: key, as: kind(of: name), in: container) {
        object[name] = value
        continue
      }
      // A field that is no scalar (null, an array, an object) is no route field: it is left
      // out, as a scalar field no route has is ignored, so that the route is kept or dropped
      // on its own and the rest of the file still restores.
      guard let value = try? container.decode(JSONScalar.self, forKey: key) else {
        log?.record(
          .routeField(
            field: SnapshotFile.path(container.codingPath + [key]),
            value: Self.describeUnreadable(key, in: container)))
        continue
      }
      switch value {
      case .string: remember(.string, for: name)
      case .integer: remember(.integer, for: name)
      case .bool: remember(.bool, for: name)
      case .number: remember(nil, for: name)
      }
      object[name] = value
    }
    return object
  }

  /// The kind a field name had last, if remembered.
  ///
  /// - Parameter name: The field's name.
  /// - Returns: Its kind, or `nil`.
  /// - Complexity: O(*k*) for the *k* names remembered, at most ``rememberedNames``.
  private func kind(of name: String) -> Kind? {
    for entry in kinds where entry.name == name {
      return entry.kind
    }
    return nil
  }

  /// Remembers the kind a field name had, or forgets it (a floating-point number).
  ///
  /// - Parameters:
  ///   - kind: The kind, or `nil` to forget the name.
  ///   - name: The field's name.
  /// - Complexity: O(*k*) for the *k* names remembered, at most ``rememberedNames``.
  private mutating func remember(_ kind: Kind?, for name: String) {
    if let index = kinds.firstIndex(where: { $0.name == name }) {
      if let kind {
        kinds[index].kind = kind
      } else {
        kinds.remove(at: index)
      }
    } else if let kind, kinds.count < Self.rememberedNames {
      kinds.append((name, kind))
    }
  }

  /// What a field that is not a scalar holds, as the restore report words it.
  ///
  /// - Parameters:
  ///   - key: The field's key.
  ///   - container: The route object's container.
  /// - Returns: `null, not a string, number or boolean` (or `an array, …`, `an object, …`), or
  ///   what JSON holds but Swift cannot read (an unpaired surrogate escape, a number out of
  ///   range).
  private static func describeUnreadable(
    _ key: RouteFieldKey, in container: KeyedDecodingContainer<RouteFieldKey>
  ) -> String {
    let kind: String
    if (try? container.decodeNil(forKey: key)) == true {
      kind = "null"
    } else if (try? container.nestedUnkeyedContainer(forKey: key)) != nil {
      kind = "an array"
    } else if (try? container.nestedContainer(keyedBy: RouteFieldKey.self, forKey: key)) != nil {
      kind = "an object"
    } else {
      return "a string or number hoist cannot read (an unpaired surrogate escape such as "
        + "\\ud800, or a number out of range)"
    }
    return kind + ", not a string, number or boolean"
  }

  /// A field read as its remembered kind, or `nil` without one or when it does not fit.
  private static func read(
    name key: RouteFieldKey, as kind: Kind?, in container: KeyedDecodingContainer<RouteFieldKey>
  ) -> JSONScalar? {
    switch kind {
    case .string?: (try? container.decode(String.self, forKey: key)).map(JSONScalar.string)
    case .integer?: (try? container.decode(Int.self, forKey: key)).map(JSONScalar.integer)
    case .bool?: (try? container.decode(Bool.self, forKey: key)).map(JSONScalar.bool)
    case nil: nil
    }
  }
}

import Foundation
import NavigationCore

extension NavigationSnapshot: Codable {
  private enum CodingKeys: String, CodingKey {
    case version, selectedTab, stacks, layout, window
  }

  /// Reads a snapshot's JSON, checking what an invalid file holds; prefer ``init(json:)``,
  /// whose errors are all ``NavigationSnapshotError``s.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: ``NavigationSnapshotError`` for a version this build cannot read, an unknown
  ///   layout or presentation style, or a route without a `key`; `DecodingError` for a field
  ///   that is missing or of the wrong kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard (Self.oldestVersion...Self.currentVersion).contains(version) else {
      throw NavigationSnapshotError.unsupportedVersion(
        version, oldest: Self.oldestVersion, current: Self.currentVersion)
    }
    let saved = try container.decode([String: Stack].self, forKey: .stacks)
    var stacks: [TabID: Stack] = [:]
    for (name, stack) in saved { stacks[TabID(rawValue: name)] = stack }
    // Version 1 wrote the layout and the window number only once there were several.
    let layout: Layout?
    let window: Int?
    if version == 1 {
      layout = try Self.name(Layout.self, in: container, forKey: .layout, required: false)
      window = try container.decodeIfPresent(Int.self, forKey: .window)
    } else {
      layout = try Self.name(Layout.self, in: container, forKey: .layout, required: true)
      window = try container.decode(Int.self, forKey: .window)
    }
    self.init(
      selectedTab: try container.decode(TabID.self, forKey: .selectedTab), stacks: stacks,
      layout: layout ?? .compact, window: window ?? 1)
    self.version = version
  }

  /// Writes the snapshot with its stable keys, as ``currentVersion``; routes as their flat
  /// JSON objects.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws, such as for a route field that is not a finite number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(selectedTab, forKey: .selectedTab)
    var named: [String: Stack] = [:]
    for (tab, stack) in stacks { named[tab.rawValue] = stack }
    try container.encode(named, forKey: .stacks)
    try container.encode(layout, forKey: .layout)
    try container.encode(window, forKey: .window)
  }

  // MARK: - JSON

  /// Reads a snapshot from JSON of any version from ``oldestVersion`` to ``currentVersion``,
  /// migrating an older one to the current shape (version 1: an absent layout is compact, an
  /// absent window 1); ``version`` says which version the file was.
  ///
  /// Routes are not decoded here: a route whose feature is gone or whose fields changed is
  /// dropped or replaced by ``Router/restore(from:)``, with a reason, rather than failing.
  ///
  /// - Parameter data: The JSON, such as written by ``jsonData()``.
  /// - Throws: ``NavigationSnapshotError`` naming the field: ``NavigationSnapshotError/notJSON(reason:)``,
  ///   ``NavigationSnapshotError/missingField(_:)``,
  ///   ``NavigationSnapshotError/wrongType(field:expected:)``,
  ///   ``NavigationSnapshotError/invalidValue(field:reason:)`` (a sheet detent, a route field
  ///   that is not a string, number or boolean),
  ///   ``NavigationSnapshotError/unknownName(field:name:known:)`` (a layout, a presentation
  ///   style), ``NavigationSnapshotError/routeWithoutKey(field:)`` or
  ///   ``NavigationSnapshotError/unsupportedVersion(_:oldest:current:)``.
  public init(json data: Data) throws(NavigationSnapshotError) {
    do {
      self = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    } catch let error as NavigationSnapshotError {
      throw error
    } catch let error as DecodingError {
      throw Self.named(error)
    } catch {
      throw .notJSON(reason: "\(error)")
    }
  }

  /// Reads a snapshot of a format version, as a persistent store asks of a saved value: the
  /// same as ``init(json:)`` for a version this build reads.
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - version: The format version expected; the file's own `version` key decides how it is
  ///     read, and the result's ``version`` is the file's.
  /// - Returns: The snapshot in the current shape.
  /// - Throws: ``NavigationSnapshotError/unsupportedVersion(_:oldest:current:)`` for a
  ///   version outside ``oldestVersion`` to ``currentVersion``, else as ``init(json:)``.
  public static func decode(_ data: Data, version: Int) throws(NavigationSnapshotError)
    -> NavigationSnapshot
  {
    guard (oldestVersion...currentVersion).contains(version) else {
      throw .unsupportedVersion(version, oldest: oldestVersion, current: currentVersion)
    }
    return try NavigationSnapshot(json: data)
  }

  /// The snapshot as JSON with sorted keys: the same state always gives the same bytes.
  ///
  /// - Returns: One line of UTF-8 JSON.
  /// - Throws: ``NavigationSnapshotError/invalidValue(field:reason:)`` naming a route field
  ///   that JSON cannot hold (a number that is not finite).
  public func jsonData() throws(NavigationSnapshotError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch EncodingError.invalidValue(_, let context) {
      throw .invalidValue(field: Self.path(context.codingPath), reason: context.debugDescription)
    } catch {
      throw .invalidValue(field: "the top level", reason: "\(error)")
    }
  }

  // MARK: - Errors

  /// A decoding error as a snapshot error naming its field.
  static func named(_ error: DecodingError) -> NavigationSnapshotError {
    switch error {
    case .keyNotFound(let key, let context):
      return .missingField(path(context.codingPath + [key]))
    case .typeMismatch(let type, let context):
      return .wrongType(field: path(context.codingPath), expected: kind(type))
    case .valueNotFound(let type, let context):
      return .wrongType(field: path(context.codingPath), expected: kind(type) + " (it is null)")
    case .dataCorrupted(let context):
      guard !context.codingPath.isEmpty else {
        let underlying = context.underlyingError.map { ": \($0.localizedDescription)" } ?? ""
        return .notJSON(reason: context.debugDescription + underlying)
      }
      return .invalidValue(field: path(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return .notJSON(reason: "\(error)")
    }
  }

  /// A field's path, such as `stacks.shop.path[1].key`: array positions in brackets
  /// (0-based, never Foundation's `Index 2`), the top level named as such. Shared with the
  /// persistence product's messages.
  package static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue, key.stringValue == "Index \(index)" {
        path += "[\(index)]"
      } else {
        path += (path.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return path.isEmpty ? "the top level" : path
  }

  /// The kind of JSON value a Swift type is read from, for a message.
  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "a whole number"
    case is Bool.Type: "a boolean"
    case is Double.Type: "a number"
    default:
      "\(type)".hasPrefix("Array") ? "an array" : "an object"
    }
  }

  /// A raw-value name such as a layout, refused with the names it could be.
  static func name<Value: RawRepresentable & CaseIterable, Key: CodingKey>(
    _ type: Value.Type, in container: KeyedDecodingContainer<Key>, forKey key: Key,
    required: Bool
  ) throws -> Value? where Value.RawValue == String {
    let text =
      required
      ? try container.decode(String.self, forKey: key)
      : try container.decodeIfPresent(String.self, forKey: key)
    guard let text else { return nil }
    guard let value = Value(rawValue: text) else {
      throw NavigationSnapshotError.unknownName(
        field: path(container.codingPath + [key]), name: text,
        known: Value.allCases.map(\.rawValue))
    }
    return value
  }
}

extension NavigationSnapshot.Stack: Codable {
  private enum CodingKeys: String, CodingKey {
    case path, presentation
  }

  /// Reads a saved stack.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: ``NavigationSnapshotError/routeWithoutKey(field:)`` for a route without a string
  ///   `key`, else as ``NavigationSnapshot/init(from:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let path = try container.decode([NavigationSnapshot.RouteObject].self, forKey: .path)
    for (index, object) in path.enumerated() {
      let field = NavigationSnapshot.path(container.codingPath + [CodingKeys.path])
      try Self.checkKey(object, field: field + "[\(index)]")
    }
    self.init(
      path: path,
      presentation: try container.decodeIfPresent(
        NavigationSnapshot.Modal.self, forKey: .presentation))
  }

  /// Writes the stack: `path`, and `presentation` when it presents a modal.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encodeIfPresent(presentation, forKey: .presentation)
  }

  /// Refuses a route object without a string `key`.
  static func checkKey(_ object: NavigationSnapshot.RouteObject, field: String) throws {
    guard case .string? = object["key"] else {
      throw NavigationSnapshotError.routeWithoutKey(field: field)
    }
  }
}

extension NavigationSnapshot.Modal: Codable {
  private enum CodingKeys: String, CodingKey {
    case style, root, stack, detents
  }

  /// Reads a saved modal.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: ``NavigationSnapshotError/unknownName(field:name:known:)`` for an unknown style,
  ///   ``NavigationSnapshotError/routeWithoutKey(field:)`` for a root without a `key`, else as
  ///   ``NavigationSnapshot/init(from:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let style = try NavigationSnapshot.name(
      PresentationStyle.self, in: container, forKey: .style, required: true)
    let root = try container.decode(NavigationSnapshot.RouteObject.self, forKey: .root)
    try NavigationSnapshot.Stack.checkKey(
      root, field: NavigationSnapshot.path(container.codingPath + [CodingKeys.root]))
    self.init(
      style: style ?? .sheet, root: root,
      stack: try container.decode(NavigationSnapshot.Stack.self, forKey: .stack),
      detents: try container.decodeIfPresent(SheetDetents.self, forKey: .detents))
  }

  /// Writes the modal: `style`, `root`, `stack`, and `detents` when a sheet has them.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(style, forKey: .style)
    try container.encode(root, forKey: .root)
    try container.encode(stack, forKey: .stack)
    try container.encodeIfPresent(detents, forKey: .detents)
  }
}

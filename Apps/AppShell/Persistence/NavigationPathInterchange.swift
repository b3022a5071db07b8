import Foundation
import NavigationCore
import NavigationRouter

/// One tab's path in the JSON shape of SwiftUI's `NavigationPath.CodableRepresentation`, both
/// ways: a flat array of strings, two per element, the last pushed element first: the
/// element's Swift type name as its feature declares it (``NavigationPathElement``), then the
/// element's own `Codable` JSON as a string.
///
/// The shape is written from SwiftUI's documented behaviour; it could not be checked against
/// SwiftUI itself (no Apple platform where this is built).
package enum NavigationPathInterchange {
  /// An element that could not be imported, and what went with it.
  package struct Dropped: Hashable, Sendable {
    /// Its place in the path, 1 at the bottom (the first pushed).
    package var position: Int
    /// Its type name as the file gives it.
    package var typeName: String
    /// Why it was dropped.
    package var reason: String
    /// How many elements above it went with it.
    package var removedAbove: Int

    /// One line for the user.
    package var text: String {
      let above = removedAbove == 0 ? "" : " and \(removedAbove) above it"
      return "dropped element \(position) (\(typeName))\(above): \(reason)"
    }
  }

  /// Why a file is not a path in this shape.
  package enum ShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An odd number of strings: every element is a type name and a JSON string.
    case oddCount(Int)

    package var description: String {
      switch self {
      case .oddCount(let count):
        "it holds \(count) strings; a NavigationPath has two per element (type name, JSON)"
      }
    }
  }

  /// The strings of a path, last pushed first.
  ///
  /// - Parameters:
  ///   - path: The routes, first pushed first.
  ///   - registry: Where each feature declares its type name.
  /// - Returns: The strings, and the routes left out because their type declares no name.
  /// - Throws: `EncodingError` when a route cannot be encoded.
  package static func encode<Change>(_ path: [AnyRoute], registry: FeatureRegistry<Change>)
    throws -> (strings: [String], leftOut: [AnyRoute])
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var strings: [String] = []
    var leftOut: [AnyRoute] = []
    for route in path.reversed() {
      guard let name = registry.navigationPathTypeName(of: route) else {
        leftOut.append(route)
        continue
      }
      strings += [name, String(decoding: try encoder.encode(route.base), as: UTF8.self)]
    }
    return (strings, leftOut)
  }

  /// Reads a file's JSON as the strings of a path, or `nil` when it is not an array of strings.
  ///
  /// - Parameter data: The file's content.
  /// - Returns: The strings, or `nil` when the top level is not an array of strings.
  /// - Throws: ``ShapeError`` when it is an array of strings of odd length.
  package static func strings(in data: Data) throws(ShapeError) -> [String]? {
    guard let strings = try? JSONDecoder().decode([String].self, from: data) else { return nil }
    guard strings.count.isMultiple(of: 2) else { throw .oddCount(strings.count) }
    return strings
  }

  /// The routes of a path, first pushed first; an element that cannot be decoded is dropped
  /// with every element above it, as restoration drops a route.
  ///
  /// - Parameters:
  ///   - strings: Two per element, last pushed first.
  ///   - registry: Where each feature declares its type name.
  /// - Returns: The routes, and what was dropped.
  /// - Complexity: O(*n*) in the number of elements.
  package static func decode<Change>(_ strings: [String], registry: FeatureRegistry<Change>)
    -> (routes: [AnyRoute], dropped: Dropped?)
  {
    let pairs = stride(from: 0, to: strings.count - 1, by: 2).map { (strings[$0], strings[$0 + 1]) }
    var routes: [AnyRoute] = []
    for (index, (name, json)) in pairs.reversed().enumerated() {
      do {
        routes.append(try registry.decodePathElement(typeName: name, json: json))
      } catch {
        let dropped = Dropped(
          position: index + 1, typeName: name, reason: error.description,
          removedAbove: pairs.count - index - 1)
        return (routes, dropped)
      }
    }
    return (routes, nil)
  }
}

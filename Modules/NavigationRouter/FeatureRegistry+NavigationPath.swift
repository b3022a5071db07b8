import Foundation
import NavigationCore

extension FeatureRegistry {
  /// The type name SwiftUI's `NavigationPath` writes for a route, as its feature declares it
  /// (``/NavigationCore/NavigationPathElement``).
  ///
  /// - Parameter route: A registered route.
  /// - Returns: Such as `ShopFeature.ShopRoute`; `nil` when no feature registers the
  ///   route or its type declares no name.
  public nonisolated func navigationPathTypeName(of route: AnyRoute) -> String? {
    routeKeys[route.key].flatMap { pathTypeNames[$0] }
  }

  /// Every declared `NavigationPath` type name, sorted.
  public nonisolated var navigationPathTypeNames: [String] {
    pathElementDecoders.keys.sorted()
  }

  /// Decodes one `NavigationPath` element: its type name and its own `Codable` JSON.
  ///
  /// - Parameters:
  ///   - typeName: The element's type name, such as `ShopFeature.ShopRoute`.
  ///   - json: The element's JSON, such as `{"product":{"productID":"p1"}}`.
  /// - Returns: The route.
  /// - Throws: ``NavigationPathElementError`` naming the type or saying why the JSON does
  ///   not fit.
  public nonisolated func decodePathElement(typeName: String, json: String)
    throws(NavigationPathElementError)
    -> AnyRoute
  {
    guard let decode = pathElementDecoders[typeName] else {
      throw .unknownType(typeName, known: navigationPathTypeNames)
    }
    do {
      return try decode(Data(json.utf8))
    } catch {
      throw .invalidElement(typeName: typeName, json: json)
    }
  }

  nonisolated static func pathElementDecoder<R: Route>(_: R.Type)
    -> @Sendable (Data) throws -> AnyRoute
  {
    { data in AnyRoute(try JSONDecoder().decode(R.self, from: data)) }
  }
}

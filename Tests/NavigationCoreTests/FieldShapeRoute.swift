import Foundation
import NavigationCore

/// A route with every field shape the flat route coders meet: scalars the fast paths read,
/// unlabelled values, and shapes they hand to JSON (doubles, UUIDs, optionals, nested values,
/// other integer widths, a field named like the flat form's `key`).
///
/// Shared by ``RouteFieldEncoderTests`` and ``RouteFieldDecoderTests``.
enum FieldShapeRoute: Route {
  case plain
  case text(id: String)
  case number(value: Int)
  case flag(on: Bool)
  case unlabelled(String, Int)
  case double(value: Double)
  case uuid(id: UUID)
  case optional(id: String?)
  case nested(inner: Inner)
  case small(value: Int8)
  case keyed(key: String)

  /// A nested value: the fast paths hand it to JSON.
  struct Inner: Hashable, Codable { var id: String }

  static let feature = "shape"
  static let caseNames = [
    "plain", "text", "number", "flag", "unlabelled", "double", "uuid", "optional", "nested",
    "small", "keyed",
  ]
}

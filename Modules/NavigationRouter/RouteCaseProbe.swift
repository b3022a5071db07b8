import Foundation
import NavigationCore

/// Checks a route type's listed cases at registration by decoding each one's synthesized
/// `Codable` form with made-up fields (`{"<case>":{...}}`), as the flat JSON form will:
/// a listed name that is no case, and a case whose payload is unlabelled (it would encode as
/// `_0`), are refused before any route of the type is pushed or saved.
///
/// The probe learns a case's fields from the errors decoding gives: a missing field is added
/// as a string, and a field of another kind is tried as an integer, a boolean, then a number.
/// It stops without a verdict when a case's decoding fails otherwise (a payload that is not a
/// scalar, a custom `Codable`): only what decoding proves is refused.
enum RouteCaseProbe {
  /// Why a listed case cannot be used.
  enum Problem: Hashable, Sendable {
    /// The name is in `caseNames` but the type decodes no case of that name.
    case notACase
    /// The case's payload value at `position` (0-based) has no label.
    case unlabelledPayload(position: Int)
  }

  /// The most probes one case gets: one per field and kind.
  private static let budget = 64

  /// The first problem of a route type's listed cases, by name.
  ///
  /// - Parameter type: The route type.
  /// - Returns: The case name and its problem, or `nil` when every listed case decodes.
  /// - Complexity: O(*c* × *f*) decodes for *c* cases of *f* fields.
  static func firstProblem<R: Route>(in type: R.Type) -> (caseName: String, problem: Problem)? {
    for name in R.caseNames {
      if let problem = problem(ofCase: name, in: R.self) { return (name, problem) }
    }
    return nil
  }

  /// The problem of one listed case, or `nil`.
  private static func problem<R: Route>(ofCase name: String, in type: R.Type) -> Problem? {
    var fields: [String: JSONScalar] = [:]
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    for _ in 0..<budget {
      guard let data = try? encoder.encode([name: fields]) else { return nil }
      do {
        _ = try decoder.decode(R.self, from: data)
        return nil
      } catch DecodingError.keyNotFound(let key, let context) where context.codingPath.count == 1 {
        if let position = unlabelledPosition(key.stringValue) {
          return .unlabelledPayload(position: position)
        }
        fields[key.stringValue] = .string("")
      } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
        // No key of the object is a case: "Invalid number of keys found, expected one."
        return .notACase
      } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == 2 {
        let field = context.codingPath[1].stringValue
        guard let next = nextKind(after: fields[field]) else { return nil }
        fields[field] = next
      } catch {
        return nil
      }
    }
    return nil
  }

  /// The position of an unlabelled payload's synthesized key `_0`, `_1`, …, or `nil`.
  private static func unlabelledPosition(_ key: String) -> Int? {
    guard key.first == "_", let position = Int(key.dropFirst()), position >= 0,
      key == "_\(position)"
    else { return nil }
    return position
  }

  /// The kind a field is tried as after `value` did not fit.
  private static func nextKind(after value: JSONScalar?) -> JSONScalar? {
    switch value {
    case .string?: .integer(0)
    case .integer?: .bool(false)
    case .bool?: .number(0.5)
    case .number?, nil: nil
    }
  }
}

import Foundation

/// Says what is wrong with state file content that did not decode, in the user's terms: not
/// JSON, nested too deep, a version that is not a whole number, a missing field.
///
/// Foundation's decoder reports every problem it meets while parsing as "not valid JSON", also
/// valid JSON nested deeper than it reads or a `"version": 1.5`; this looks again, without
/// recursion, so content nested 100,000 levels deep is described, never a stack overflow.
package enum StateFileDiagnosis {
  /// The deepest nesting of arrays and objects Foundation's JSON parser reads.
  package static let maximumDepth = 512

  /// What is wrong with content whose decoding failed at the top level.
  ///
  /// - Parameter data: The content.
  /// - Returns: A short reason, such as `nested 100000 levels deep; at most 512 are read` or
  ///   `'version' is 1.5, not a whole number`.
  /// - Complexity: O(n) in the size of `data`.
  package static func describe(_ data: Data) -> String {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return "empty"
    }
    let depth = nestingDepth(of: data)
    if depth > maximumDepth {
      return
        "JSON nested \(depth) levels deep; at most \(maximumDepth) levels of arrays and objects are read"
    }
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      guard let detail = (error as NSError).userInfo["NSDebugDescription"] as? String else {
        return "not JSON"
      }
      // Valid JSON by its grammar, but a number Foundation cannot hold, such as 1e400.
      if detail.hasPrefix("Number "), detail.hasSuffix(" is not representable in Swift.") {
        let number = detail.dropFirst("Number ".count).dropLast(
          " is not representable in Swift.".count)
        return "the number \(number) is too large to read"
      }
      return "not JSON: \(detail)"
    }
    guard let object = parsed as? [String: Any] else {
      return "the top level is \(kind(of: parsed)), not an object"
    }
    guard let version = object["version"] else { return "missing 'version'" }
    if let problem = versionProblem(version) { return problem }
    return
      "a value does not fit its field (a fraction, or a number too large, where a whole number belongs)"
  }

  /// What is wrong with a `version` value, or `nil` when it is a whole number.
  static func versionProblem(_ value: Any) -> String? {
    if value is NSNull { return "'version' is null, not a whole number" }
    if value is String || value is [Any] || value is [String: Any] {
      return "'version' is \(kind(of: value)), not a whole number"
    }
    guard let number = value as? NSNumber, kind(of: number) == "a number" else {
      return "'version' is \(kind(of: value)), not a whole number"
    }
    let double = number.doubleValue
    if !double.isFinite || abs(double) >= 9.2e18 {
      return "'version' is \(number), too large for a format version"
    }
    if double.rounded(.towardZero) != double {
      return "'version' is \(number), not a whole number"
    }
    return nil
  }

  private static func kind(of value: Any) -> String {
    switch value {
    case is [Any]: "an array"
    case is [String: Any]: "an object"
    case is String: "a string"
    case is NSNull: "null"
    case let number as NSNumber:
      number.objCType.pointee == CChar(UInt8(ascii: "c")) ? "true or false" : "a number"
    default: "a \(type(of: value))"
    }
  }

  /// The deepest nesting of `[` and `{` outside strings, counted without recursion.
  ///
  /// - Parameter data: The content.
  /// - Returns: The depth; 0 for a bare scalar.
  /// - Complexity: O(n).
  package static func nestingDepth(of data: Data) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: break
      }
    }
    return deepest
  }
}

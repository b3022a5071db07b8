extension SheetDetent: Codable, CustomStringConvertible {
  /// The detent's one-string form: `medium`, `large`, `fraction:0.5`, `height:320`.
  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "fraction:\(Self.number(fraction))"
    case .height(let height): "height:\(Self.number(height))"
    }
  }

  /// Reads a detent from its one-string form.
  ///
  /// - Parameter text: `medium`, `large`, `fraction:F` with 0 < F <= 1, or `height:H` with
  ///   H > 0 (points).
  /// - Returns: The detent, or `nil` when `text` is none of these.
  public init?(_ text: String) {
    switch text {
    case "medium": self = .medium
    case "large": self = .large
    default:
      let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value > 0 else {
        return nil
      }
      switch parts[0] {
      case "fraction" where value <= 1: self = .fraction(value)
      case "height": self = .height(value)
      default: return nil
      }
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let detent = SheetDetent(text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "'\(text)' is not a sheet detent; write medium, large, fraction:F (0 < F <= 1) or"
          + " height:H (points, H > 0)")
    }
    self = detent
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// A number without a trailing `.0` when it is whole: `320`, `0.5`.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

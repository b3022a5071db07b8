/// The heights a sheet may rest at and the one it rests at now: presentation state, saved and
/// restored with the sheet, bound to SwiftUI's `presentationDetents(_:selection:)`.
public struct SheetDetents: Hashable, Sendable, Codable {
  /// The detents the user can drag between, each once, in the order given.
  public private(set) var available: [SheetDetent]
  /// The detent the sheet rests at; always one of ``available``.
  public private(set) var selected: SheetDetent

  /// Creates the detents of a sheet.
  ///
  /// - Parameters:
  ///   - available: The detents the user can drag between; a repeated detent is kept once.
  ///     Empty means `[selected]`.
  ///   - selected: The detent the sheet opens at; added to `available` when missing.
  public init(_ available: [SheetDetent], selected: SheetDetent) {
    var kept: [SheetDetent] = []
    for detent in available where !kept.contains(detent) { kept.append(detent) }
    if !kept.contains(selected) { kept.append(selected) }
    self.available = kept
    self.selected = selected
  }

  /// Selects another of the available detents.
  ///
  /// - Parameter detent: The detent to rest at.
  /// - Returns: `false` when `detent` is not one of ``available`` (nothing changes).
  @discardableResult
  public mutating func select(_ detent: SheetDetent) -> Bool {
    guard available.contains(detent) else { return false }
    selected = detent
    return true
  }

  private enum CodingKeys: String, CodingKey {
    case available, selected
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode([SheetDetent].self, forKey: .available),
      selected: try container.decode(SheetDetent.self, forKey: .selected))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(available, forKey: .available)
    try container.encode(selected, forKey: .selected)
  }
}

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent` names them.
///
/// Codable as one string: `medium`, `large`, `fraction:0.5` or `height:320`.
public enum SheetDetent: Hashable, Sendable {
  /// About half the screen's height.
  case medium
  /// The full height.
  case large
  /// A fraction of the full height, between 0 and 1.
  case fraction(Double)
  /// A fixed height in points.
  case height(Double)
}

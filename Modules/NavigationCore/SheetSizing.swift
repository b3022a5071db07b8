/// A route that says which heights its sheet may rest at.
///
/// A sheet presented with this route as its root starts with ``sheetDetents``
/// (``Presentation/init(style:root:stack:)`` reads it); a full-screen cover has none.
public protocol SheetSizing: Route {
  /// The detents of this route's sheet, or `nil` for the system's default (the full height
  /// only).
  var sheetDetents: SheetDetents? { get }
}

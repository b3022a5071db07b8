/// A feature that declares which split-view column each of its routes fills.
///
/// Declared in `<Name>Feature+Layout.swift`, apart from the feature's screens and intent
/// handling, which never learn the layout. The registry reads the roles when the feature is
/// registered; a route of a feature without this conformance fills the column after the one
/// before it.
public protocol SplitViewColumns: FeatureModule {
  /// The column a route fills in the regular (split view) layout.
  ///
  /// - Parameter route: One of the feature's routes.
  /// - Returns: Its column; a presented route's role does not matter (a modal covers the
  ///   columns), but every route has one.
  static func column(for route: RouteType) -> ColumnRole
}

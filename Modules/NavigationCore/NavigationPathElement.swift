/// A route type that can be an element of SwiftUI's `NavigationPath` in an app built from these
/// modules, declaring the type name that `NavigationPath.CodableRepresentation` writes for it.
///
/// The name is declared, not computed: it is the module-qualified name the route enum has in
/// an app that links the feature's module (`LibraryFeature.LibraryRoute`), which is what
/// SwiftUI writes beside each element's JSON, and it must not change when the type is moved or
/// a test renames a module. Each feature's tests check it against the type's name.
public protocol NavigationPathElement: Route {
  /// The module-qualified Swift type name, such as `LibraryFeature.LibraryRoute`.
  static var navigationPathTypeName: String { get }
}

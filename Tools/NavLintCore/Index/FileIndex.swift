import SwiftSyntax

/// The facts one file contributes to the ``ProjectIndex``.
///
/// Must stay `Codable` with a deterministic encoding: navlint caches it by file content and
/// hashes the encoded index of all files into every file's cache key. It therefore holds
/// arrays of plain values only, never syntax, sets or dictionaries.
public struct FileIndex: Hashable, Codable, Sendable {
  /// What an extension adds to a type declared elsewhere.
  package struct Extension: Hashable, Codable, Sendable {
    /// The extended type's name as written.
    package var extendedName: String
    /// The conformances the extension adds.
    package var inheritedTypes: [String]
    /// The view-building members it declares.
    package var viewMembers: [TypeInfo.ViewMember]
  }

  /// A type alias.
  package struct Alias: Hashable, Codable, Sendable {
    /// The alias's qualified name.
    package var qualifiedName: String
    /// The aliased type.
    package var target: TypeShape
  }

  /// What one `NavigationLink` label (or title), or one lazy container's content, shows.
  package struct ContentReference: Hashable, Codable, Sendable {
    /// The lazy container's name (`List`, `ForEach`), or `nil` for a label.
    package var container: String?
    /// The qualified name of the type the link is written in.
    package var context: String?
    /// The 1-based line of the link.
    package var line: Int
    /// What the label contains.
    package var facts: ViewFacts
    /// For a closure that is a label only when the project declares a `NavigationLink`
    /// initializer taking this type unlabelled and forwarding to `init(value:...)`
    /// (`NavigationLink(Route.home) { Row() }`): the type's name; `nil` otherwise.
    package var valueType: String? = nil
  }

  /// The file's displayed path.
  public var path: String
  /// The types the file declares, nested ones included.
  package var types: [TypeInfo] = []
  /// The extensions the file declares.
  package var extensions: [Extension] = []
  /// The type aliases the file declares.
  package var aliases: [Alias] = []
  /// The file's `extension NavigationLink` initializers with a `destination:` parameter.
  package var navigationLinkInits: [NavigationLinkExtensionInit] = []
  /// The contents of every `NavigationLink` label in the file.
  package var labels: [ContentReference] = []
  /// The content of every lazy container (List, ForEach, Form, lazy stacks and grids, a
  /// `.page`-style TabView) in the file.
  package var lazyContents: [ContentReference] = []
  /// Where the file uses types as navigation values.
  package var navigationValues: [NavigationValueUse] = []
  /// Methods the file declares in `extension View` whose body attaches a
  /// `navigationDestination` (`func withAppRouter() -> some View`), sorted.
  package var destinationWrappers: [String] = []
  /// The file's top-level functions that build views (`func destination(for route: Route)
  /// -> some View`), in source order.
  package var freeViewFunctions: [TypeInfo.ViewMember] = []
  /// The names the file uses outside `#Preview` and `PreviewProvider` code, sorted (see
  /// ``PreviewCode``).
  package var namesUsedOutsidePreviews: [String] = []
  /// What the file tells about who owns navigation state (see ``RouterModel``).
  package var routerFacts = RouterFacts()

  /// Creates an empty entry.
  ///
  /// - Parameter path: The file's displayed path.
  public init(path: String) {
    self.path = path
  }

  /// Collects one file's facts.
  ///
  /// - Parameters:
  ///   - tree: The parsed file.
  ///   - path: The file's displayed path.
  /// - Complexity: One walk of the tree, plus one walk of each view member and label.
  public init(tree: SourceFileSyntax, path: String) {
    self.init(
      collector: IndexCollector(
        path: path, converter: SourceLocationConverter(fileName: path, tree: tree)),
      tree: tree)
  }

  /// Collects one parsed file's facts and its router facts in one walk.
  ///
  /// - Parameter file: The parsed file; its converter is reused.
  /// - Returns: The file's index and what ``RouterDiscovery/facts(in:)`` finds in it.
  /// - Complexity: One walk of the tree, plus one walk of each view member and label.
  package static func withRouterFacts(of file: SourceFile) -> (
    index: FileIndex,
    routers: (routerTypeNames: [String], pathMutatingMethods: [String: [String]])
  ) {
    let collector = IndexCollector(path: file.path, converter: file.converter)
    let index = FileIndex(collector: collector, tree: file.tree)
    return (index, collector.routers.facts)
  }

  private init(collector: IndexCollector, tree: SourceFileSyntax) {
    self.path = collector.path
    collector.scopes = TypeScopes(tree: tree, path: collector.path)
    collector.walk(tree)
    types = collector.types
    extensions = collector.extensions
    aliases = collector.aliases
    navigationLinkInits = collector.navigationLinkInits
    labels = collector.labels
    lazyContents = collector.lazyContents
    navigationValues = collector.navigationValues
    namesUsedOutsidePreviews = collector.namesUsedOutsidePreviews.sorted()
    destinationWrappers = collector.destinationWrappers.sorted()
    freeViewFunctions = collector.freeViewFunctions
    routerFacts = collector.routerFacts
  }
}

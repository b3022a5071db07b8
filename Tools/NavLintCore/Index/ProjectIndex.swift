import SwiftSyntax

/// The named types of every linted file, built once before rules run so a rule can look
/// across files: a custom view's body, a route payload's kind, a project's own
/// `NavigationLink` initializers.
///
/// Names are looked up without a type checker: by qualified name, then relative to the
/// enclosing type, then by simple name when exactly one type has it.
package struct ProjectIndex: Sendable {
  /// One parsed file to index.
  package struct File: Sendable {
    /// The file's path, as reported in findings.
    package var path: String
    /// The parsed file.
    package var syntax: SourceFileSyntax

    /// Creates a file entry.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - syntax: The parsed file.
    package init(path: String, syntax: SourceFileSyntax) {
      self.path = path
      self.syntax = syntax
    }
  }

  /// Types by qualified name (`Outer.Inner`).
  package private(set) var types: [String: TypeInfo] = [:]
  /// Qualified names by simple name, in file order.
  package private(set) var qualifiedNames: [String: [String]] = [:]
  /// Type aliases by qualified name, to the aliased type.
  package private(set) var typealiases: [String: TypeSyntax] = [:]
  /// The project's own `NavigationLink` initializers with a `destination:` parameter.
  package private(set) var navigationLinkExtensions: [NavigationLinkExtensionInit] = []

  /// An empty index: every lookup fails.
  package init() {}

  /// Indexes the given files.
  ///
  /// - Parameter files: Every file of the lint run.
  /// - Complexity: O(n) in the total size of the files.
  package init(files: [File]) {
    var extensions: [IndexCollector.ExtensionRecord] = []
    for file in files {
      let collector = IndexCollector(path: file.path)
      collector.walk(file.syntax)
      for info in collector.types where types[info.qualifiedName] == nil {
        types[info.qualifiedName] = info
        qualifiedNames[info.name, default: []].append(info.qualifiedName)
      }
      for (name, type) in collector.typealiases where typealiases[name] == nil {
        typealiases[name] = type
      }
      extensions += collector.extensions
      navigationLinkExtensions += collector.navigationLinkInits
    }
    for record in extensions {
      guard let qualified = type(named: record.extendedName)?.qualifiedName else { continue }
      types[qualified]?.inheritedTypes += record.inheritedTypes
      for (name, member) in record.viewMembers where types[qualified]?.viewMembers[name] == nil {
        types[qualified]?.viewMembers[name] = member
      }
    }
    for (name, info) in types {
      types[name]?.presentationOnlyMembers = Self.presentationOnlyMembers(of: info)
    }
    let views = Set(types.values.filter(\.isView).map(\.name))
    navigationLinkExtensions = navigationLinkExtensions.map { initializer in
      var initializer = initializer
      if !initializer.destinationIsView,
        views.contains(TypeText.name(of: initializer.destinationType))
      {
        initializer.destinationIsView = true
      }
      return initializer
    }
  }

  /// Looks a type up by name, following type aliases.
  ///
  /// - Parameters:
  ///   - name: A simple or dotted name (`Series`, `Series.ID`, `Outer.Inner`).
  ///   - context: The qualified name of the type the name is used in, for nested lookups.
  /// - Returns: The type, or `nil` when unknown or ambiguous.
  package func type(named name: String, in context: String? = nil) -> TypeInfo? {
    var name = name
    var seen: Set<String> = []
    while seen.insert(name).inserted {
      guard let qualified = resolve(name, in: context) else { return nil }
      if let info = types[qualified] { return info }
      guard let alias = typealiases[qualified] else { return nil }
      name = TypeText.name(of: alias)
    }
    return nil
  }

  /// Looks the type a type syntax names up, following aliases, optionals and attributes.
  ///
  /// - Parameters:
  ///   - type: A type syntax.
  ///   - context: The qualified name of the type it is used in.
  /// - Returns: The type, or `nil`.
  package func type(of type: TypeSyntax, in context: String? = nil) -> TypeInfo? {
    self.type(named: TypeText.name(of: type), in: context)
  }

  /// The aliased type when `name` is a type alias the project declares.
  ///
  /// - Parameters:
  ///   - name: A simple or dotted name.
  ///   - context: The qualified name of the type it is used in.
  /// - Returns: The aliased type syntax, or `nil`.
  package func alias(named name: String, in context: String? = nil) -> TypeSyntax? {
    guard let qualified = resolve(name, in: context) else { return nil }
    return typealiases[qualified]
  }

  private func resolve(_ name: String, in context: String?) -> String? {
    if let context {
      var scope = context.split(separator: ".").map(String.init)
      while !scope.isEmpty {
        let candidate = (scope + [name]).joined(separator: ".")
        if types[candidate] != nil || typealiases[candidate] != nil { return candidate }
        scope.removeLast()
      }
    }
    if types[name] != nil || typealiases[name] != nil { return name }
    let simple = name.split(separator: ".").last.map(String.init) ?? name
    if name.contains(".") {
      // `Module.Type` or an unknown nesting: accept a unique type with the last component.
      let matches = (qualifiedNames[simple] ?? []).filter {
        name.hasSuffix($0) || $0.hasSuffix(name)
      }
      return matches.count == 1 ? matches[0] : nil
    }
    let matches = (qualifiedNames[simple] ?? []) + typealiases.keys.filter { $0 == simple }
    return matches.count == 1 ? matches[0] : nil
  }

  private static func presentationOnlyMembers(of info: TypeInfo) -> Set<String> {
    var presented: Set<String> = []
    var elsewhere: Set<String> = []
    for member in info.viewMembers.values {
      for token in member.body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind, info.viewMembers[text] != nil,
          text != member.name, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
        else { continue }
        if PresentationContent.enclosing(reference) != nil {
          presented.insert(text)
        } else {
          elsewhere.insert(text)
        }
      }
    }
    return presented.subtracting(elsewhere)
  }
}

import SwiftSyntax

/// Which type a name means inside one file, by Swift's scoping rather than by name alone.
///
/// A `private` or `fileprivate` type at the top of a file is visible only in that file: the
/// same name in another file is another type. A type declared again in a later clause of an
/// `#if` (`#elseif`, `#else`) is another declaration than the one in the first clause: its
/// members are not the first one's. Such a type gets a name of its own (see ``scopedName``)
/// that the facts of the file use and that a rule linting the file resolves to: a name used
/// in the file means the file's private type first, then a type of any file.
package struct TypeScopes: Sendable {
  /// A top-level type declared in an `#if` clause after the first that declares its name.
  private struct BranchType: Sendable {
    var name: String
    var clause: Range<AbsolutePosition>
    var scoped: String
  }

  /// Scoped names of the file's private and fileprivate types, by simple name.
  private var privateTypes: [String: String] = [:]
  private var branchTypes: [BranchType] = []

  /// Whether every name means what it says: the file declares no private type and no type
  /// twice across `#if` clauses.
  package var isEmpty: Bool { privateTypes.isEmpty && branchTypes.isEmpty }

  /// No scoping: every name means the type of that name.
  package init() {}

  /// Reads the top-level declarations of a file (also inside `#if` clauses).
  ///
  /// - Parameters:
  ///   - tree: The parsed file.
  ///   - path: The file's displayed path, which private names are made unique with.
  /// - Complexity: O(n) in the file's top-level declarations and `#if` clauses.
  package init(tree: SourceFileSyntax, path: String) {
    var hash = StableHash()
    hash.combine(path)
    let file = String(hash.hex.prefix(12))
    var branch = 0
    func read(_ items: CodeBlockItemListSyntax) {
      for item in items {
        if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
          readIfConfig(ifConfig)
          continue
        }
        guard let (name, modifiers) = Self.typeDeclaration(item.item) else { continue }
        if Self.isFilePrivate(modifiers) { privateTypes[name] = "\(name)⟨private \(file)⟩" }
      }
    }
    func readIfConfig(_ ifConfig: IfConfigDeclSyntax) {
      var seen: Set<String> = []
      for clause in ifConfig.clauses {
        guard case .statements(let items)? = clause.elements else { continue }
        let range = clause.position..<clause.endPosition
        var declared: Set<String> = []
        for item in items {
          guard let (name, _) = Self.typeDeclaration(item.item) else { continue }
          declared.insert(name)
        }
        for name in declared.sorted() where seen.contains(name) {
          branch += 1
          branchTypes.append(
            BranchType(name: name, clause: range, scoped: "\(name)⟨#if \(branch) \(file)⟩"))
        }
        seen.formUnion(declared)
        read(items)
      }
    }
    read(tree.statements)
  }

  /// The name a type name written at a node means in this file: the scoped name of the
  /// `#if` clause's own declaration around the node, else of the file's private type, else
  /// the name itself.
  ///
  /// - Parameters:
  ///   - name: A simple type name as written.
  ///   - node: Where it is written.
  /// - Returns: The name the index and the router model know the type by.
  package func scopedName(_ name: String, at node: some SyntaxProtocol) -> String {
    guard !isEmpty else { return name }
    if !branchTypes.isEmpty {
      let position = node.position
      for type in branchTypes where type.name == name && type.clause.contains(position) {
        return type.scoped
      }
    }
    return privateTypes[name] ?? name
  }

  /// The simple name a scoped name stands for: `Router` for `Router⟨private …⟩`.
  ///
  /// - Parameter name: A name from ``scopedName(_:at:)``.
  /// - Returns: The name as written in the source.
  package static func writtenName(_ name: String) -> String {
    guard let bracket = name.firstIndex(of: "⟨") else { return name }
    return String(name[..<bracket])
  }

  private static func typeDeclaration(_ item: CodeBlockItemSyntax.Item) -> (
    String, DeclModifierListSyntax
  )? {
    if let decl = item.as(ClassDeclSyntax.self) { return (decl.name.text, decl.modifiers) }
    if let decl = item.as(StructDeclSyntax.self) { return (decl.name.text, decl.modifiers) }
    if let decl = item.as(EnumDeclSyntax.self) { return (decl.name.text, decl.modifiers) }
    if let decl = item.as(ActorDeclSyntax.self) { return (decl.name.text, decl.modifiers) }
    if let decl = item.as(ProtocolDeclSyntax.self) { return (decl.name.text, decl.modifiers) }
    return nil
  }

  private static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
  }
}

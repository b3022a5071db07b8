/// Facts about the types of every file being linted, for rules that look across files.
///
/// Built once per run, before any rule runs, from the ``FileIndex`` of every file, so a
/// rule can ask whether a custom view's body holds a plain button or whether a route
/// case's payload type is a class. Names are resolved without a type checker: by qualified
/// name, then relative to the enclosing type, then by simple name when exactly one type has
/// it.
public struct ProjectIndex: Hashable, Sendable {
  /// The per-file facts, in path order.
  public var files: [FileIndex]

  /// Types by qualified name (`Outer.Inner`), extensions merged in.
  package private(set) var types: [String: TypeInfo] = [:]
  /// Qualified names by simple name, in path order.
  package private(set) var qualifiedNames: [String: [String]] = [:]
  /// Type aliases by qualified name.
  package private(set) var aliases: [String: TypeShape] = [:]
  /// The project's own `NavigationLink` initializers with a `destination:` parameter or a
  /// body that forwards to `init(value:...)`.
  package private(set) var navigationLinkExtensions: [NavigationLinkExtensionInit] = []
  /// View members (``memberKey(_:_:)``) shown inside some `NavigationLink` label, directly or
  /// through other views, with the `file:line` of one such link.
  package internal(set) var labelMembers: [String: String] = [:]
  /// View members (``memberKey(_:_:)``) shown in place inside some lazy container's content
  /// (not only in a pushed destination), with the container and `file:line` of one such use.
  package internal(set) var lazyMembers: [String: String] = [:]
  /// View members (``memberKey(_:_:)``) that hold a `Button` outside presentation content,
  /// directly or through the views and members they use.
  package internal(set) var buttonMembers: Set<String> = []
  /// View members (``memberKey(_:_:)``) that hold a `NavigationStack` outside presentation
  /// content, with the names of the views passed through on the way (empty when the stack
  /// is in the member itself).
  package internal(set) var stackMembers: [String: [String]] = [:]
  /// Types used as navigation values (qualified name) with the `file:line` of one use;
  /// route enums reached from them through payloads and wrappers are included.
  package internal(set) var routeTypes: [String: String] = [:]
  /// Route enum cases (``memberKey(_:_:)`` of the enum and the case) built directly as a
  /// navigation value (`NavigationLink(value: Route.series(id: 1))`, `path.append(...)`),
  /// with the `file:line` of one such use.
  package internal(set) var routeCaseUses: [String: String] = [:]
  /// The top-level functions that build views, as the members of a type with no name
  /// (``memberKey(_:_:)`` of `""` and the function).
  package private(set) var freeFunctions = TypeInfo(
    name: "", qualifiedName: "", kind: .enumType, attributes: [], inheritedTypes: [],
    storedProperties: [], enumCases: [], viewMembers: [], presentationOnlyMembers: [], file: "")
  /// Methods of `extension View` that attach a `navigationDestination` in their body.
  package private(set) var destinationWrappers: Set<String> = []
  /// Who owns navigation state: routers found by the stacks they own, and their mutating
  /// methods.
  package private(set) var routerModel = RouterModel()
  /// The files that use a name outside their previews, by name.
  package private(set) var nameUsers: [String: [String]] = [:]
  private var paths: Set<String> = []

  /// Creates an empty index.
  public init() {
    self.files = []
  }

  /// Merges the facts of every linted file.
  ///
  /// - Parameter files: One entry per file; order does not matter.
  /// - Complexity: O(n) in the number of types, members and uses, with a hash lookup each.
  public init(files: [FileIndex]) {
    self.files = files.sorted { $0.path < $1.path }
    paths = Set(files.map(\.path))
    for file in self.files {
      for info in file.types where types[info.qualifiedName] == nil {
        types[info.qualifiedName] = info
        qualifiedNames[info.name, default: []].append(info.qualifiedName)
      }
      for alias in file.aliases where aliases[alias.qualifiedName] == nil {
        aliases[alias.qualifiedName] = alias.target
      }
      navigationLinkExtensions += file.navigationLinkInits
      destinationWrappers.formUnion(file.destinationWrappers)
      for function in file.freeViewFunctions where freeFunctions.viewMember(function.name) == nil {
        freeFunctions.viewMembers.append(function)
      }
      for name in file.namesUsedOutsidePreviews { nameUsers[name, default: []].append(file.path) }
    }
    for file in self.files {
      for record in file.extensions {
        guard let qualified = type(named: record.extendedName)?.qualifiedName,
          var info = types[qualified]
        else { continue }
        info.inheritedTypes += record.inheritedTypes
        for member in record.viewMembers where info.viewMember(member.name) == nil {
          info.viewMembers.append(member)
        }
        types[qualified] = info
      }
    }
    for (name, info) in types {
      let presented = Set(info.viewMembers.flatMap(\.facts.presentedMembers))
      let used = Set(info.viewMembers.flatMap(\.facts.referencedMembers))
      let members = Set(info.viewMembers.map(\.name))
      types[name]?.presentationOnlyMembers = presented.subtracting(used).intersection(members)
        .sorted()
    }
    for offset in navigationLinkExtensions.indices {
      let destination = navigationLinkExtensions[offset].destinationType
      if case .named(let name, _)? = destination, type(named: name)?.isView == true {
        navigationLinkExtensions[offset].destinationIsView = true
      }
    }
    computeMemberReachability()
    computeLabelMembers()
    computeLazyMembers()
    routerModel = RouterModel(
      files: self.files.map(\.routerFacts),
      // The router facts name a file's private types by scoped names; the types are found
      // by the names written.
      isView: { [types, qualifiedNames] name in
        qualifiedNames[TypeScopes.writtenName(name)]?.contains { types[$0]?.isView == true }
          == true
      },
      storedType: { [types, qualifiedNames] owner, name in
        for qualified in qualifiedNames[TypeScopes.writtenName(owner)] ?? [] {
          guard var shape = types[qualified]?.storedProperty(name)?.type else { continue }
          if case .optional(let wrapped) = shape { shape = wrapped }
          if case .named(let type, _) = shape {
            return type.split(separator: ".").last.map(String.init)
          }
        }
        return nil
      },
      superclasses: superclassNames(),
      conformances: protocolConformances(),
      stores: { [types, qualifiedNames] owner, name in
        qualifiedNames[TypeScopes.writtenName(owner)]?.contains {
          types[$0]?.storedProperty(name) != nil
        } == true
      })
    computeRouteTypes()
  }

  /// The simple name of each class's base class: the first type it inherits (generic
  /// arguments and module prefix dropped) that names a class in the index.
  ///
  /// - Returns: Base class names by class name.
  /// - Complexity: O(t * i) for t types inheriting i types each.
  private func superclassNames() -> [String: String] {
    var result: [String: String] = [:]
    for info in types.values.sorted(by: { $0.qualifiedName < $1.qualifiedName })
    where info.kind == .classType && result[info.name] == nil {
      for inherited in info.inheritedTypes {
        let written = inherited.split(separator: "<", maxSplits: 1).first ?? Substring(inherited)
        guard let simple = written.split(separator: ".").last.map(String.init),
          simple != info.name,
          qualifiedNames[simple]?.contains(where: { types[$0]?.kind == .classType }) == true
        else { continue }
        result[info.name] = simple
        break
      }
    }
    return result
  }

  /// The project's own protocols each type conforms to (or, for a protocol, inherits), by
  /// simple names: the inherited types (module prefix dropped) that name a protocol in the
  /// index.
  ///
  /// - Returns: Protocol names by type name, sorted.
  /// - Complexity: O(t * i) for t types inheriting i types each.
  private func protocolConformances() -> [String: [String]] {
    var result: [String: Set<String>] = [:]
    for info in types.values {
      for inherited in info.inheritedTypes {
        guard let simple = inherited.split(separator: ".").last.map(String.init),
          simple != info.name,
          qualifiedNames[simple]?.contains(where: { types[$0]?.kind == .protocolType }) == true
        else { continue }
        result[info.name, default: []].insert(simple)
      }
    }
    return result.mapValues { $0.sorted() }
  }

  /// This index, or when it lacks the file (a single-file test), this index with the file's
  /// facts added.
  ///
  /// - Parameter file: The file being linted.
  /// - Returns: An index that knows the file's types.
  package func including(_ file: SourceFile) -> ProjectIndex {
    if paths.contains(file.path) { return self }
    return ProjectIndex(files: files + [FileIndex(tree: file.tree, path: file.path)])
  }

  /// The preview code of a file under this index: a non-private helper is preview-only
  /// only when no other linted file uses its name outside previews, and never when the
  /// index knows no other file (a single file cannot tell).
  ///
  /// - Parameter file: The file being linted.
  /// - Returns: Its preview code.
  package func previewCode(of file: SourceFile) -> PreviewCode {
    // Stops at the first other path: copying the set per file would make a run quadratic.
    let knowsNoOtherFile = paths.allSatisfy { $0 == file.path }
    return PreviewCode(tree: file.tree) { name in
      knowsNoOtherFile || (nameUsers[name] ?? []).contains { $0 != file.path }
    }
  }

  // MARK: - Lookups

  /// Looks a type up by name, following type aliases.
  ///
  /// - Parameters:
  ///   - name: A simple or dotted name (`Series`, `Series.ID`, `Outer.Inner`).
  ///   - context: The qualified name of the type the name is used in, for nested lookups.
  /// - Returns: The type, or `nil` when unknown or ambiguous.
  /// - Complexity: One lookup per scope of `context`, per alias followed.
  package func type(named name: String, in context: String? = nil) -> TypeInfo? {
    // Most names are types: the set of names seen is made only when an alias is followed.
    guard let qualified = resolve(name, in: context) else { return nil }
    if let info = types[qualified] { return info }
    guard case .named(let target, _) = aliases[qualified] else { return nil }
    var seen: Set<String> = [name]
    var name = target
    while seen.insert(name).inserted {
      guard let qualified = resolve(name, in: context) else { return nil }
      if let info = types[qualified] { return info }
      guard case .named(let target, _) = aliases[qualified] else { return nil }
      name = target
    }
    return nil
  }

  /// The shape an alias stands for, following aliases of aliases; the shape itself otherwise.
  ///
  /// - Parameters:
  ///   - shape: A type shape.
  ///   - context: The qualified name of the type it is used in.
  /// - Returns: The shape with project aliases replaced.
  package func unaliased(_ shape: TypeShape, in context: String? = nil) -> TypeShape {
    var shape = shape
    var seen: Set<String> = []
    while case .named(let name, _) = shape, seen.insert(name).inserted,
      let qualified = resolve(name, in: context), types[qualified] == nil,
      let target = aliases[qualified]
    {
      shape = target
    }
    return shape
  }

  /// The key of a view member in ``labelMembers``, ``buttonMembers`` and ``stackMembers``.
  ///
  /// - Parameters:
  ///   - type: The qualified type name.
  ///   - member: The member's name.
  /// - Returns: `Type#member`.
  package static func memberKey(_ type: String, _ member: String) -> String {
    type + "#" + member
  }

  private func resolve(_ name: String, in context: String?) -> String? {
    // Looks keys up without copying the type found out of the dictionary.
    func known(_ candidate: String) -> Bool {
      types.index(forKey: candidate) != nil || aliases.index(forKey: candidate) != nil
    }
    let dot = UInt8(ascii: ".")
    if let context {
      if Self.hasNoEmptyComponent(context) {
        // The scopes are the context's prefixes that end before a dot: found on its UTF-8
        // bytes, without splitting and joining it on every lookup.
        var end = context.endIndex
        while true {
          var candidate = String(context[..<end])
          candidate += "."
          candidate += name
          if known(candidate) { return candidate }
          guard let found = context.utf8[..<end].lastIndex(of: dot) else { break }
          end = found
        }
      } else {
        var scope = context.split(separator: ".").map(String.init)
        while !scope.isEmpty {
          let candidate = (scope + [name]).joined(separator: ".")
          if known(candidate) { return candidate }
          scope.removeLast()
        }
      }
    }
    if known(name) { return name }
    let isDotted = name.utf8.contains(dot)
    let simple = isDotted ? name.split(separator: ".").last.map(String.init) ?? name : name
    var matches = qualifiedNames[simple] ?? []
    if !isDotted && aliases[simple] != nil { matches.append(simple) }
    if isDotted { matches = matches.filter { name.hasSuffix($0) || $0.hasSuffix(name) } }
    return matches.count == 1 ? matches[0] : nil
  }

  /// Whether a dotted name has no empty component (no leading, trailing or double dot).
  private static func hasNoEmptyComponent(_ name: String) -> Bool {
    let dot = UInt8(ascii: ".")
    guard let first = name.utf8.first, first != dot, name.utf8.last != dot else { return false }
    var previous = first
    for byte in name.utf8.dropFirst() {
      if byte == dot && previous == dot { return false }
      previous = byte
    }
    return true
  }
}

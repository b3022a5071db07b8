import SwiftSyntax

/// `leaf-router-mutation`: code outside the composition root mutates navigation state
/// directly instead of emitting an intent.
///
/// Mutations: `append`, `removeLast`, `removeAll`, `removeFirst`, `insert` (and the other
/// in-place collection edits) on a navigation path, assigning a path (`path = ...`,
/// `path += ...`), the same on a router's `path` (`router.path.append(...)`), and calls of a
/// router's path-mutating methods (`router.push(...)`). A navigation path is a variable
/// declared as `NavigationPath` or bound to `NavigationStack(path: $name)` in the same file,
/// or the `path` of a router. A router is a variable whose type is a router type (default:
/// the types whose `path` is bound to a `NavigationStack(path:)` in any linted file; option
/// `routerTypes`; when none is found or configured, any type named `*Router`), or a variable
/// of unknown type named `router` or ending in `Router`. A router's mutating
/// methods are the methods of a router type, in any linted file, that mutate its `path`,
/// plus option `mutatingMethods`.
///
/// Allowed: files matching `compositionRoot` in `.navlint.json`, and code inside a router
/// type itself (its declaration and extensions). A router type is a type whose property is
/// bound to a `NavigationStack(path:)`: the type of `router` in `NavigationStack(path:
/// $router.path)`, or the view that declares `path` in `NavigationStack(path: $path)`.
///
/// Cannot see: types inferred from other files' functions (`let r = makeRouter()`), or a
/// path reached through an alias variable (`var p = router.path; p.append(x)`).
public final class LeafRouterMutationRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "leaf-router-mutation",
    summary:
      "Navigation state is mutated outside the composition root and the router type; emit an intent.",
    details: """
      Mutations are path edits (append, removeLast, removeAll, removeFirst, insert, \
      assignment) on a NavigationPath, on a path bound to NavigationStack(path: $x), on a \
      router's path, and calls of a router type's path-mutating methods. Allowed in files \
      matching `compositionRoot` and inside the router type and its extensions. Router types \
      default to the types whose `path` is bound to NavigationStack(path:) in any linted \
      file. Cannot see types inferred through other files' functions or paths reached \
      through alias variables.
      """,
    options: [
      RuleOptionDescription(
        "routerTypes",
        .stringArray,
        "Router type names; default: found from NavigationStack(path: $x.path) bindings."
      ),
      RuleOptionDescription(
        "mutatingMethods",
        .stringArray,
        "More router method names that mutate navigation, such as [\"push\", \"pop\"]. Default: none."
      ),
    ],
    triggeringExamples: [
      """
      struct SeriesRow: View {
        @Environment(AppRouter.self) private var router
        var body: some View {
          Button("Open") { router.path.1️⃣append(SeriesRoute.detail(id: id)) }
        }
      }
      """,
      """
      struct SeriesList: View {
        @Binding var path: NavigationPath
        var body: some View {
          Button("Back to root") { 1️⃣path = NavigationPath() }
          Button("Back") { path.2️⃣removeLast() }
        }
      }
      """,
    ],
    nonTriggeringExamples: [
      """
      struct LibraryTab: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            Button("Back to root") { path = NavigationPath() }
          }
        }
      }
      """,
      """
      struct SeriesRow: View {
        let send: (LibraryIntent) -> Void
        var body: some View {
          Button("Open") { send(.seriesTapped(id: id)) }
        }
      }
      """,
      """
      func label(_ path: String) -> String {
        var path = path
        path.append("/")
        return path
      }
      """,
    ]
  )

  private struct Candidate {
    var anchor: TokenSyntax
    var description: String
    /// The variable the mutation starts from (`path`, `router`).
    var root: String
    /// `true`: mutates the variable's `.path`; `false`: mutates the variable itself, or
    /// calls `method` on it.
    var throughPathMember: Bool
    var method: String?
    /// Names of the types (and extended types) around the mutation, innermost first.
    var enclosingTypes: [String]
  }

  private let context: LintContext
  private let routerTypes: Set<String>
  private let mutatingMethods: Set<String>
  private var variableTypes: [String: String] = [:]
  private var boundPaths: Set<String> = []
  /// Types in this file that own a path bound with `NavigationStack(path: $path)`.
  private var localRouterTypes: Set<String> = []
  private var candidates: [Candidate] = []

  public init(context: LintContext) {
    self.context = context
    self.routerTypes = Set(
      context.options.strings("routerTypes") ?? Array(context.project.routerTypeNames))
    self.mutatingMethods = context.project.routerMutatingMethods.union(
      context.options.strings("mutatingMethods") ?? []
    )
  }

  public func visit(_ node: Syntax) {
    guard !context.project.isCompositionRoot else { return }
    if let variable = node.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        variableTypes[name] =
          binding.typeAnnotation.map { $0.type.trimmedDescription }
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
          .trimmedDescription
          ?? RouterDiscovery.environmentType(variable.attributes)
          ?? variableTypes[name]
      }
    } else if let parameter = node.as(FunctionParameterSyntax.self) {
      variableTypes[(parameter.secondName ?? parameter.firstName).text] =
        parameter.type.trimmedDescription
    } else if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "path",
      let reference = argument.expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.hasPrefix("$")
    {
      boundPaths.insert(String(reference.baseName.text.dropFirst()))
      if let owner = Self.enclosingTypes(of: node).first { localRouterTypes.insert(owner) }
    } else if let call = node.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      let method = member.declName.baseName
      if let (root, throughPath) = Self.pathRoot(base),
        RouterDiscovery.pathMutations.contains(method.text)
      {
        candidates.append(
          Candidate(
            anchor: method,
            description: "\(base.trimmedDescription).\(method.text)",
            root: root,
            throughPathMember: throughPath,
            method: nil,
            enclosingTypes: Self.enclosingTypes(of: node)
          )
        )
      } else if let root = Self.plainName(base) {
        candidates.append(
          Candidate(
            anchor: method,
            description: "\(base.trimmedDescription).\(method.text)",
            root: root,
            throughPathMember: false,
            method: method.text,
            enclosingTypes: Self.enclosingTypes(of: node)
          )
        )
      }
    } else if let sequence = node.as(ExprListSyntax.self) {
      let elements = Array(sequence)
      for (index, element) in elements.enumerated()
      where index + 1 < elements.count && RouterDiscovery.isAssignment(elements[index + 1]) {
        guard let (root, throughPath) = Self.pathRoot(element) else {
          continue
        }
        guard let anchor = element.firstToken(viewMode: .sourceAccurate) else { continue }
        candidates.append(
          Candidate(
            anchor: anchor,
            description: "\(element.trimmedDescription) \(elements[index + 1].trimmedDescription)",
            root: root,
            throughPathMember: throughPath,
            method: nil,
            enclosingTypes: Self.enclosingTypes(of: node)
          )
        )
      }
    }
  }

  public func finish() {
    for candidate in candidates
    where !candidate.enclosingTypes.contains(where: {
      routerTypes.contains($0) || localRouterTypes.contains($0)
    }) {
      let isRouter = isRouterVariable(candidate.root)
      if let method = candidate.method {
        guard isRouter, mutatingMethods.contains(method) else { continue }
        context.report(
          "'\(candidate.description)' mutates navigation state outside the composition root; emit an intent instead",
          at: candidate.anchor
        )
      } else if candidate.throughPathMember ? isRouter : isNavigationPath(candidate.root) {
        context.report(
          "'\(candidate.description)' mutates navigation state outside the composition root; emit an intent instead",
          at: candidate.anchor
        )
      }
    }
  }

  // MARK: - Resolution

  private func isRouterVariable(_ name: String) -> Bool {
    if let type = variableTypes[name] {
      let base = Self.baseTypeName(type)
      return routerTypes.contains(base) || (routerTypes.isEmpty && base.hasSuffix("Router"))
    }
    return name == "router" || name.hasSuffix("Router")
  }

  private func isNavigationPath(_ name: String) -> Bool {
    if boundPaths.contains(name) { return true }
    guard let type = variableTypes[name] else { return false }
    return Self.baseTypeName(type) == "NavigationPath"
  }

  /// `path` -> ("path", false); `self.path` -> ("path", false); `router.path` ->
  /// ("router", true); `self.router.path` -> ("router", true).
  private static func pathRoot(_ expression: ExprSyntax) -> (String, Bool)? {
    if let name = plainName(expression) { return (name, false) }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "path",
      let base = member.base, let root = plainName(base)
    else { return nil }
    return (root, true)
  }

  /// `name` or `self.name`.
  private static func plainName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind != .keyword(.self)
    {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  private static func baseTypeName(_ type: String) -> String {
    // `inout NavigationPath`, `@escaping ...`: the type is the last word before generics.
    let beforeGenerics = type.split(separator: "<", maxSplits: 1).first ?? Substring(type)
    var name = beforeGenerics.split(separator: " ").last ?? beforeGenerics
    while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
    if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
    return String(name.split(separator: ".").last ?? name)
  }

  private static func enclosingTypes(of node: Syntax) -> [String] {
    var names: [String] = []
    var parent = node.parent
    while let current = parent {
      let name =
        current.as(ClassDeclSyntax.self)?.name.text
        ?? current.as(StructDeclSyntax.self)?.name.text
        ?? current.as(ActorDeclSyntax.self)?.name.text
        ?? current.as(EnumDeclSyntax.self)?.name.text
        ?? current.as(ExtensionDeclSyntax.self).flatMap {
          RouterDiscovery.typeName($0.extendedType)
        }
      if let name { names.append(name) }
      parent = current.parent
    }
    return names
  }
}

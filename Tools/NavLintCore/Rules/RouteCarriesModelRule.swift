import SwiftSyntax

/// The `route-carries-model` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class RouteCarriesModelRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "route-carries-model",
    summary:
      "A route used as a navigation value carries a model object, closure, Binding or other non-ID value.",
    details: """
      Routes are encoded, compared and kept on the path: carry IDs, not models. Error for a \
      class, an @Observable or ObservableObject type, a closure, a Binding or an \
      existential; warning for a struct that is not an ID. IDs: String, integers, UUID, \
      types named `ID` or ending in `ID`/`Id`, and structs of at most 3 stored properties, \
      no collections, each an ID, Bool, payload-free enum or ID struct. A route is a type used in `navigationDestination(for:)`, \
      `NavigationLink(value:)`, a stack's path or `path.append`, and the enums it holds or \
      wraps, through wrapper structs and classes (each offending case reported once, at \
      the case); sheet and window item enums are not routes. Cannot see types of modules \
      that are not linted, or value types inferred from variables.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      """
      @Observable final class Series { var title = "" }
      enum LibraryRoute: Hashable {
        case series(1️⃣Series)
        case chapter(seriesID: Series.ID, number: Int)
      }
      let link = NavigationLink(value: LibraryRoute.chapter(seriesID: id, number: 1)) { Text("1") }
      """,
      """
      struct Chapter: Hashable { var title: String; var publishedAt: Date }
      enum ReaderRoute: Hashable {
        case chapter(2️⃣Chapter)
        case share(onDone: 3️⃣() -> Void)
      }
      struct ReaderView: View {
        var body: some View {
          Text("a").navigationDestination(for: ReaderRoute.self) { _ in Text("b") }
        }
      }
      """,
    ],
    nonTriggeringExamples: [
      """
      struct SeriesKey: Hashable { var catalog: String; var number: Int }
      enum LibraryRoute: Hashable {
        case series(id: Series.ID)
        case chapter(SeriesKey, page: Int?, zoomed: Bool)
        case note(noteID: UUID)
      }
      let link = NavigationLink(value: LibraryRoute.note(noteID: UUID())) { Text("Note") }
      """,
      """
      @Observable final class Note {}
      enum NoteSheet: Identifiable {
        case editor(Note)
        var id: String { "editor" }
      }
      struct NotesView: View {
        @State private var sheet: NoteSheet?
        var body: some View { Text("a").sheet(item: $sheet) { _ in Text("b") } }
      }
      """,
    ]
  )

  private enum Verdict: Comparable {
    case identifier
    case value(String)
    case model(String)

    var isProblem: Bool {
      if case .identifier = self { return false }
      return true
    }
  }

  private static let identifierNames: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "UUID", "Substring",
  ]
  private static let plainValues: Set<String> = [
    "Bool", "Double", "Float", "CGFloat", "Decimal", "Date", "URL", "Character", "Data",
    "TimeInterval", "Locale", "TimeZone",
  ]
  private static let existentials: Set<String> = ["Any", "AnyObject", "AnyHashable"]
  /// Plain values that identify something when they are a struct's only field.
  private static let identifierValues: Set<String> = ["URL", "Data"]
  /// The most stored properties an ID struct has; more make it a snapshot of model data.
  private static let maximumIDFields = 3

  private let context: LintContext
  private let index: ProjectIndex

  public init(context: LintContext) {
    self.context = context
    self.index = context.index.including(context.file)
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [.functionCallExpr, .enumDecl, .structDecl]

  public func visit(_ node: Syntax) {
    if let call = node.as(FunctionCallExprSyntax.self) {
      checkDestinationType(call)
      return
    }
    let name: String
    let members: MemberBlockSyntax
    let isEnum: Bool
    if let decl = node.as(EnumDeclSyntax.self) {
      (name, members, isEnum) = (decl.name.text, decl.memberBlock, true)
    } else if let decl = node.as(StructDeclSyntax.self) {
      (name, members, isEnum) = (decl.name.text, decl.memberBlock, false)
    } else {
      return
    }
    let outer = DeclarationContext.enclosingTypeName(of: node)
    let qualified = outer.map { $0 + "." + name } ?? name
    guard let origin = index.routeTypes[qualified] else { return }
    for item in members.members {
      if isEnum, let decl = item.decl.as(EnumCaseDeclSyntax.self) {
        for element in decl.elements {
          for parameter in element.parameterClause?.parameters ?? [] {
            let caseUse = index.routeCaseUses[
              ProjectIndex.memberKey(qualified, element.name.text)]
            check(
              parameter.type, owner: "route case \(name).\(element.name.text)",
              context: qualified, origin: caseUse ?? origin)
          }
        }
      } else if !isEnum, let variable = item.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      {
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let type = binding.typeAnnotation?.type else { continue }
          check(type, owner: "route wrapper \(name)", context: qualified, origin: origin)
        }
      }
    }
  }

  /// `navigationDestination(for: Series.self)` where the value type itself is a model.
  private func checkDestinationType(_ call: FunctionCallExprSyntax) {
    guard context.summary(of: call).modifierName == "navigationDestination",
      let type = call.argument(labeled: "for")?.as(MemberAccessExprSyntax.self),
      type.declName.baseName.tokenKind == .keyword(.self), let base = type.base,
      let info = index.type(
        named: TypeText.compact(base), in: DeclarationContext.enclosingTypeName(of: call))
    else { return }
    let what: String
    if info.kind == .protocolType {
      what = "an existential (\(info.name))"
    } else if info.isModelObject {
      what = "\(info.name), a model object"
    } else {
      return
    }
    context.report(
      "navigation value type is \(what); push a route of IDs and look the model up at the "
        + "destination",
      at: base
    )
  }

  private func check(_ type: TypeSyntax, owner: String, context scope: String, origin: String) {
    var seen: Set<String> = []
    let verdict = judge(TypeShape(type), in: scope, seen: &seen)
    let suffix =
      " (a navigation value at \(origin)); carry IDs and look the model up at the destination"
    switch verdict {
    case .identifier:
      return
    case .model(let what):
      context.report("\(owner) carries \(what)\(suffix)", at: type)
    case .value(let what):
      context.report(
        "\(owner) carries \(what); pass its ID (a navigation value at \(origin))", at: type,
        atMost: .warning)
    }
  }

  private func judge(_ shape: TypeShape, in scope: String, seen: inout Set<String>) -> Verdict {
    let shape = index.unaliased(shape, in: scope)
    switch shape {
    case .function:
      return .model("a closure")
    case .existential(let constraint):
      return .model("an existential (any \(constraint))")
    case .optional(let wrapped), .collection(let wrapped):
      return judge(wrapped, in: scope, seen: &seen)
    case .dictionary(let key, let value):
      return max(judge(key, in: scope, seen: &seen), judge(value, in: scope, seen: &seen))
    case .tuple(let elements):
      return elements.map { judge($0, in: scope, seen: &seen) }.max() ?? .identifier
    case .other:
      return .identifier
    case .named(let name, let arguments):
      let last = name.split(separator: ".").last.map(String.init) ?? name
      if last == "Binding" { return .model("a Binding") }
      if Self.existentials.contains(name) { return .model("an existential (\(name))") }
      if Self.isIdentifierName(last) || Self.plainValues.contains(name) { return .identifier }
      guard let info = index.type(named: name, in: scope) else {
        return arguments.map { judge($0, in: scope, seen: &seen) }.max() ?? .identifier
      }
      if info.kind == .protocolType { return .model("an existential (\(info.name))") }
      if info.isModelObject { return .model("\(info.name), a model object") }
      guard info.kind == .structType, seen.insert(info.qualifiedName).inserted else {
        return .identifier
      }
      if isIDStruct(info, seen: &seen) { return .identifier }
      let count = info.storedProperties.count
      return .value("\(info.name), a value with \(count) field\(count == 1 ? "" : "s")")
    }
  }

  /// Whether a struct is an ID: at most ``maximumIDFields`` stored properties, each an ID
  /// component, none a collection.
  private func isIDStruct(_ info: TypeInfo, seen: inout Set<String>) -> Bool {
    // A newtype over one identifier-like Foundation value (`struct FeedAddress { let url: URL }`)
    // names a thing; it holds no state that goes stale.
    if info.storedProperties.count == 1,
      case .named(let name, let arguments)? = info.storedProperties.first?.type.map({
        index.unaliased($0, in: info.qualifiedName)
      }),
      arguments.isEmpty,
      Self.identifierValues.contains(name.split(separator: ".").last.map(String.init) ?? name)
    {
      return true
    }
    return info.storedProperties.count <= Self.maximumIDFields
      && info.storedProperties.allSatisfy { property in
        guard let type = property.type else { return false }
        return isIDComponent(type, in: info.qualifiedName, seen: &seen)
      }
  }

  /// Whether a stored property's type may be part of an ID struct: an ID type, `Bool`, an
  /// enum without payloads, an ID struct, or an optional of one; never a collection, a plain
  /// value such as `Date`, or a model.
  private func isIDComponent(_ shape: TypeShape, in scope: String, seen: inout Set<String>)
    -> Bool
  {
    switch index.unaliased(shape, in: scope) {
    case .optional(let wrapped):
      return isIDComponent(wrapped, in: scope, seen: &seen)
    case .named(let name, let arguments):
      let last = name.split(separator: ".").last.map(String.init) ?? name
      if Self.isIdentifierName(last) || last == "Bool" { return true }
      if Self.plainValues.contains(name) || last == "Binding" || !arguments.isEmpty {
        return false
      }
      guard let info = index.type(named: name, in: scope) else {
        return !Self.existentials.contains(name)
      }
      switch info.kind {
      case .enumType: return info.enumCases.allSatisfy(\.payloads.isEmpty)
      case .structType:
        guard seen.insert(info.qualifiedName).inserted else { return true }
        return isIDStruct(info, seen: &seen)
      default: return false
      }
    default:
      return false
    }
  }

  private static func isIdentifierName(_ name: String) -> Bool {
    identifierNames.contains(name) || name == "ID" || name.hasSuffix("ID") || name.hasSuffix("Id")
  }
}

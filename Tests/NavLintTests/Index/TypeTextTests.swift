import NavLintCore
import SwiftParser
import SwiftSyntax
import Testing

struct TypeTextTests {
  /// Every type and reference of a source, with the text `trimmedDescription` gives it.
  private final class NameFinder: SyntaxAnyVisitor {
    var found: [(node: Syntax, trimmed: String)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if node.is(TypeSyntax.self) || node.is(DeclReferenceExprSyntax.self) {
        found.append((node, node.trimmedDescription))
      }
      return .visitChildren
    }
  }

  @Test func trimmedTextIsTheTrimmedDescriptionOfEveryTypeAndReference() {
    let source = """
      @Environment(AppRouter.self) private var router
      @Binding /* note */ var path: [Route]
      @SwiftUI.State var flag = `Bool`(false)
      let a: Array<Int> = Array<Int>()
      let b: Foo.Bar? = nil
      let c = min(_:_:)(1, 2)
      let d: @escaping () -> Void
      let e: Environment< = x
      func f(_ x: inout NavigationPath, y: some View, z: any P & Q) {}
      let g = éclair + `class`
      let h: Binding
      """
    let finder = NameFinder()
    finder.walk(Parser.parse(source: source))
    #expect(finder.found.count > 30)
    for (node, trimmed) in finder.found {
      #expect(TypeText.trimmedText(node) == trimmed)
    }
    let names = finder.found.filter { $0.node.is(IdentifierTypeSyntax.self) }.map(\.trimmed)
    #expect(names.contains("Environment") && names.contains("Binding"))
  }
}

import SwiftParser
import SwiftSyntax

enum NavLintCorePlaceholder {
  static func count(_ source: String) -> Int { Parser.parse(source: source).statements.count }
}

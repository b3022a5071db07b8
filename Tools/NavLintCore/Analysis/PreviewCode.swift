import SwiftSyntax

/// The preview code of one file: what navlint's preview policy keeps out of every rule.
///
/// Preview code is:
/// - the body of a `#Preview` macro and of a type or extension conforming to
///   `PreviewProvider`;
/// - a preview-only helper: a declaration of this file (a function, variable or type, at
///   file level, in a `#if` block or as a member) whose name is used in this file only by
///   preview code and at least once, and, unless it is `private` or `fileprivate`, by no
///   other linted file outside its previews. Helpers of helpers count too.
///
/// Files matching the configuration's `previewPaths` globs (demo and example targets) are
/// preview code as a whole; that is the engine's part.
package struct PreviewCode: Sendable {
  /// The UTF-8 ranges of preview code, sorted by start.
  package private(set) var ranges: [Range<Int>] = []

  /// Finds the preview code of a file.
  ///
  /// - Parameters:
  ///   - tree: The parsed file.
  ///   - usedElsewhere: Whether another linted file uses a name outside its previews.
  /// - Complexity: O(n · d) for n tokens and d candidate declarations, usually a handful.
  package init(tree: SourceFileSyntax, usedElsewhere: (String) -> Bool = { _ in false }) {
    let roots = Self.previewRoots(tree)
    guard !roots.isEmpty else { return }
    var ranges = roots
    let references = Self.references(in: tree)
    var candidates = Self.declarations(in: tree)
    var changed = true
    while changed {
      changed = false
      for (offset, candidate) in candidates.enumerated().reversed() {
        let uses = (references[candidate.name] ?? []).filter { !candidate.range.contains($0) }
        guard !uses.isEmpty,
          uses.allSatisfy({ use in ranges.contains { $0.contains(use) } }),
          candidate.isFilePrivate || !usedElsewhere(candidate.name)
        else { continue }
        ranges.append(candidate.range)
        candidates.remove(at: offset)
        changed = true
      }
    }
    self.ranges = ranges.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// Whether an offset lies in preview code.
  ///
  /// - Parameter offset: A UTF-8 offset of the file.
  /// - Returns: `true` inside a preview or a preview-only helper.
  package func contains(_ offset: Int) -> Bool {
    ranges.contains { $0.contains(offset) }
  }

  /// The names a file uses outside its `#Preview` and `PreviewProvider` code, sorted: what
  /// the index keeps so that other files can tell whether a helper is preview-only. The
  /// index pre-pass gathers the same names in its own walk (``FileIndex``); this is the
  /// definition it is tested against.
  ///
  /// - Parameter tree: The parsed file.
  /// - Returns: The identifiers of references and type names.
  package static func namesUsedOutsidePreviews(_ tree: SourceFileSyntax) -> [String] {
    let roots = previewRoots(tree)
    var names: Set<String> = []
    for (name, offsets) in references(in: tree)
    where offsets.contains(where: { offset in !roots.contains { $0.contains(offset) } }) {
      names.insert(name)
    }
    return names.sorted()
  }

  private struct Candidate {
    var name: String
    var range: Range<Int>
    var isFilePrivate: Bool
  }

  private static func range(_ node: some SyntaxProtocol) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset
  }

  /// `#Preview` bodies and `PreviewProvider` types.
  private static func previewRoots(_ tree: SourceFileSyntax) -> [Range<Int>] {
    final class Finder: SyntaxVisitor {
      var ranges: [Range<Int>] = []
      override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { ranges.append(PreviewCode.range(node)) }
        return .skipChildren
      }
      override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { ranges.append(PreviewCode.range(node)) }
        return .skipChildren
      }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node, node.inheritanceClause)
      }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node, node.inheritanceClause)
      }
      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node, node.inheritanceClause)
      }
      private func check(_ node: some SyntaxProtocol, _ clause: InheritanceClauseSyntax?)
        -> SyntaxVisitorContinueKind
      {
        let isProvider = (clause?.inheritedTypes ?? []).contains {
          TypeText.name(of: $0.type).hasSuffix("PreviewProvider")
        }
        guard isProvider else { return .visitChildren }
        ranges.append(PreviewCode.range(node))
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.ranges
  }

  /// Every identifier used as a reference or a type name, with the offsets of its uses.
  private static func references(in tree: SourceFileSyntax) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        token.parent?.is(DeclReferenceExprSyntax.self) == true
          || token.parent?.is(IdentifierTypeSyntax.self) == true
          || token.parent?.is(MemberTypeSyntax.self) == true
      else { continue }
      result[name, default: []].append(token.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    return result
  }

  /// Declarations that can be preview-only helpers: functions, variables and types at any
  /// level (never `body`, initializers or protocol requirements).
  private static func declarations(in tree: SourceFileSyntax) -> [Candidate] {
    final class Finder: SyntaxVisitor {
      var candidates: [Candidate] = []
      private func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains {
          $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        }
      }
      private func add(
        _ name: String, _ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax
      ) {
        guard name != "body" else { return }
        candidates.append(
          Candidate(
            name: name, range: PreviewCode.range(node), isFilePrivate: isFilePrivate(modifiers)))
      }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node, node.modifiers)
        return .skipChildren
      }
      override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            add(name, node, node.modifiers)
          }
        }
        return .skipChildren
      }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node, node.modifiers)
        return .visitChildren
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node, node.modifiers)
        return .visitChildren
      }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node, node.modifiers)
        return .visitChildren
      }
      override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
      }
      override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.candidates
  }
}

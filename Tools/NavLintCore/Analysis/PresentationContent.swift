import SwiftSyntax

/// The content of a `.sheet`, `.fullScreenCover`, `.popover` or `.inspector` modifier: views
/// hosted in a new presentation, outside the hierarchy they are attached to.
package struct PresentationContent: Sendable {
  /// The modifiers whose content is presented separately.
  package static let modifierNames: Set<String> = [
    "sheet", "fullScreenCover", "popover", "inspector",
  ]

  /// The modifier's name.
  package var modifier: String
  /// The modifier's call.
  package var call: FunctionCallExprSyntax

  /// Whether the call is a presentation modifier.
  ///
  /// - Parameter call: Any call.
  /// - Returns: `true` for `.sheet`, `.fullScreenCover`, `.popover` and `.inspector`, and for
  ///   modifiers named like a wrapper of them (`.bottomSheet`, `.customFullScreenCover`,
  ///   `.anchoredPopover`): a project's or a library's presentation with its own content.
  package static func isPresentationModifier(_ call: FunctionCallExprSyntax) -> Bool {
    isPresentationModifier(named: call.modifierName)
  }

  /// Whether a modifier name is a presentation's: ``isPresentationModifier(_:)`` for a call
  /// whose summary is at hand.
  ///
  /// - Parameter name: The call's modifier name, or `nil` for a call that applies none.
  /// - Returns: `true` for `sheet`, `fullScreenCover`, `popover`, `inspector` and wrappers.
  package static func isPresentationModifier(named name: String?) -> Bool {
    guard let name else { return false }
    return modifierNames.contains(name) || isWrapperName(name)
  }

  /// Whether a modifier name reads as a wrapper of a presentation: a lower-case start, then a
  /// `Sheet`, `Cover` or `Popover` ending.
  ///
  /// - Parameter name: A modifier name.
  /// - Returns: `true` for `bottomSheet`, `halfSheet`, `customFullScreenCover`, `sheet2`.
  package static func isWrapperName(_ name: String) -> Bool {
    guard name.first?.isLowercase == true else { return false }
    if ["Sheet", "Cover", "Popover"].contains(where: { name.hasSuffix($0) && name.count > $0.count }
    ) {
      return true
    }
    // A numbered or suffixed copy of a presentation modifier: `sheet2`, `popoverView`.
    return ["sheet", "fullScreenCover", "popover"].contains { prefix in
      name.hasPrefix(prefix) && name.count > prefix.count
        && name[name.index(name.startIndex, offsetBy: prefix.count)].isLowercase == false
    }
  }

  /// The arguments of a presentation modifier that produce its content: closures (trailing or
  /// `content:`) and function references such as `content: makeEditor`.
  ///
  /// - Parameter call: A presentation modifier call.
  /// - Returns: The content arguments; empty for other calls.
  package static func contentArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
    guard isPresentationModifier(call) else { return [] }
    return call.allArguments.compactMap { argument in
      if argument.isTrailingClosure || argument.label == "content" { return argument.expression }
      return nil
    }
  }

  /// The names of members (computed properties or functions) a presentation modifier's
  /// content refers to: `makeEditor` for `content: makeEditor`, `editor` for `{ editor }` and
  /// `{ self.editor }`, `makeEditor` for `{ makeEditor(note) }`.
  ///
  /// - Parameter call: A presentation modifier call.
  /// - Returns: The member names, in source order.
  package static func referencedMembers(of call: FunctionCallExprSyntax) -> [String] {
    contentArguments(of: call).flatMap { MemberReferences.names(in: $0) }
  }

  /// The presentation whose content holds the node, looking only at the syntax around it.
  ///
  /// - Parameter node: Any node.
  /// - Returns: The innermost presentation, or `nil`.
  package static func enclosing(_ node: some SyntaxProtocol) -> PresentationContent? {
    var current = Syntax(node).parent
    while let parent = current {
      if parent.endsViewScope { return nil }
      if let call = parent.as(FunctionCallExprSyntax.self), let name = call.modifierName,
        modifierNames.contains(name) || isWrapperName(name),
        let argument = call.argument(containing: node),
        argument.isTrailingClosure || argument.label == "content"
      {
        return PresentationContent(modifier: name, call: call)
      }
      current = parent.parent
    }
    return nil
  }

  /// Whether the node is presented content: inside a presentation's content syntax, or inside
  /// a member of its type (a computed property or function) that the type only uses as
  /// presentation content, such as `.sheet(isPresented: $x, content: makeEditor)`.
  ///
  /// - Parameters:
  ///   - node: Any node.
  ///   - index: The project index, which knows each type's presentation-only members.
  /// - Returns: `true` when the node is shown in a sheet, cover or popover.
  package static func contains(_ node: some SyntaxProtocol, index: ProjectIndex) -> Bool {
    if enclosing(node) != nil { return true }
    guard let member = DeclarationContext.enclosingMember(of: node),
      let typeName = DeclarationContext.enclosingTypeName(of: node),
      let info = index.type(named: typeName)
    else { return false }
    return info.presentationOnlyMembers.contains(member)
  }
}

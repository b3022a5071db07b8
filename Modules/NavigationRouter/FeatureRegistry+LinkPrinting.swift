import NavigationCore

extension FeatureRegistry {
  /// Prints the link of the screen on top of a state: the selected tab's path, and the sheet
  /// or full-screen cover over it when one is presented with nothing pushed or presented
  /// inside it.
  ///
  /// Use it for a share button or a "copy link" command: the printed link opens this same
  /// screen (``/NavigationCore/LinkTable/link(for:presenting:tab:form:)``).
  ///
  /// - Parameters:
  ///   - state: The navigation state, such as a router's ``Router/state``.
  ///   - form: The custom scheme (default) or the https universal link.
  /// - Returns: The URL.
  /// - Throws: ``/NavigationCore/LinkPrintingError/noPattern`` when no registered pattern builds
  ///   what is on top (a modal with its own pushed screens, a path deeper than any pattern, a
  ///   route that does not encode as a flat object); a length or segment error when the link
  ///   would be longer than a link may be.
  /// - Complexity: O(*p* × *r*) for *p* patterns and *r* routes on the selected tab's path.
  public nonisolated func link(of state: AppNavigationState, form: LinkForm = .custom)
    throws(LinkPrintingError) -> String
  {
    let stack = state.selectedStack
    var modal: LinkModalRoute?
    if let presentation = stack.presentation {
      // A link ends in at most one modal, over the tab's stack, with its own stack empty.
      guard presentation.stack.path.isEmpty, presentation.stack.presentation == nil,
        let root = try? RouteCoding.object(for: presentation.root)
      else { throw .noPattern }
      modal = LinkModalRoute(presentation.style, route: root)
    }
    // No pattern builds a path deeper than its stack: such a path has no link, and its routes
    // need not be encoded to find that out.
    guard stack.path.count <= links.deepestStack else { throw .noPattern }
    let objects = stack.path.compactMap { try? RouteCoding.object(for: $0) }
    guard objects.count == stack.path.count else { throw .noPattern }
    return try links.link(for: objects, presenting: modal, tab: state.selectedTab, form: form)
  }
}

import NavigationCore
import NavigationRouter

extension HoistApp {
  /// Switches between the compact stack and regular columns; both view the same state.
  ///
  /// - Parameter layout: The layout.
  package func setLayout(_ layout: Layout) {
    router.setLayout(layout)
  }

  /// `layout compact|regular`.
  ///
  /// - Parameter name: `compact` or `regular`.
  /// - Returns: Nothing to say: the frame names the layout.
  /// - Throws: ``ShellError/unknownLayout(_:)`` for any other name.
  func switchLayout(to name: String) throws(ShellError) -> String? {
    guard let layout = Layout(rawValue: name.lowercased()) else { throw .unknownLayout(name) }
    setLayout(layout)
    return nil
  }

  /// `choose COLUMN N|LABEL`: taps a row of a column of the regular layout; the columns to its
  /// right are replaced when the row navigates.
  ///
  /// - Parameters:
  ///   - target: A row or action number, or a label (matched as `tap` matches it).
  ///   - column: A role (`sidebar`, `content`, `detail`) or a 1-based column number.
  /// - Returns: What the outcome said.
  /// - Throws: ``ShellError`` when the layout is compact, a modal covers the columns, the
  ///   column or row does not exist, or the feature refused the input.
  func choose(_ target: String, inColumn column: String) throws(ShellError) -> String? {
    guard router.state.layout == .regular else { throw .compactLayout(command: "choose") }
    if let modal = router.state.activePresentation {
      throw .modalCoversColumns(
        style: Self.name(of: modal.style), title: router.title(for: modal.root))
    }
    let columns = router.columns
    let roles = columns.map(\.role.rawValue)
    let index: Int
    if let number = Int(column) {
      guard number >= 1, number <= columns.count else {
        throw .unknownColumn(column, known: roles)
      }
      index = number - 1
    } else {
      guard let found = roles.firstIndex(of: column.lowercased()) else {
        throw .unknownColumn(column, known: roles)
      }
      index = found
    }
    let screen = router.screen(for: columns[index].top)
    let number: Int
    if let given = Int(target) {
      number = given
    } else {
      number = try self.number(of: target, of: screen)
    }
    let intent = try intent(number: number, of: screen)
    return try answer(router.send(intent, fromColumn: index))
  }

  /// `back` in the regular layout with no modal: clears the rightmost column.
  ///
  /// - Returns: `nil`, or a message when only the tab's root is showing.
  func backInColumns() -> String? {
    let path = router.state.selectedStack.path
    guard let kept = SplitViewAdapter.pathClearingRightmostColumn(router.columns, in: path) else {
      return "Nothing to go back to."
    }
    router.apply([.replacePath(kept)])
    return nil
  }

  /// `type TEXT` in the regular layout when the top screen has no text field: types into the
  /// rightmost column that has one (the search field beside a series).
  ///
  /// - Parameter text: The typed text.
  /// - Returns: `nil` when no column has a text field (the caller reports it), else what the
  ///   outcome said (`.some(nil)` when it said nothing).
  func typeInColumn(_ text: String) throws(ShellError) -> String?? {
    guard router.state.layout == .regular, router.state.activePresentation == nil else {
      return nil
    }
    let columns = router.columns
    for index in columns.indices.reversed() {
      guard let input = router.screen(for: columns[index].top).textInput else { continue }
      return .some(try answer(router.send(input.intent(for: text), fromColumn: index)))
    }
    return nil
  }
}

import NavigationCore

/// The stacks of a state's tabs: an array of stacks beside an array of their tabs, found by
/// comparing a handful of tab names rather than hashing the name, as a
/// `[TabID: NavigationStackState]` does on every read and again on every write.
///
/// A stack is read and changed in place, so a push appends to the stored path without
/// copying it. Equal, and hashed, as the dictionary of the same entries: the order of the
/// entries is not part of the value.
package struct TabStacks: Hashable, Sendable {
  /// The tabs that have a stack, each once, in the order their stacks were added.
  package private(set) var tabs: [TabID]
  /// The stacks, each at its tab's position in ``tabs``.
  private var stacks: [NavigationStackState]

  /// Creates an empty stack for each tab, in the order of `tabs`.
  ///
  /// - Parameter tabs: The tabs, each once.
  package init(tabs: [TabID]) {
    self.tabs = tabs
    self.stacks = Array(repeating: NavigationStackState(), count: tabs.count)
  }

  /// Creates the stacks of a dictionary, in the order of their tabs' names.
  ///
  /// - Parameter dictionary: The stacks by tab.
  package init(_ dictionary: [TabID: NavigationStackState]) {
    self.init(tabs: [])
    replace(with: dictionary)
  }

  /// The stacks as a dictionary, as ``AppNavigationState/stacks`` shows them.
  package var dictionary: [TabID: NavigationStackState] {
    Dictionary(uniqueKeysWithValues: zip(tabs, stacks))
  }

  /// Each tab with its stack, in the order of ``tabs``: the entries of ``dictionary`` without
  /// building it.
  package var entries: Zip2Sequence<[TabID], [NavigationStackState]> {
    zip(tabs, stacks)
  }

  /// Takes the entries of a dictionary: a tab that keeps a stack keeps its position, a tab
  /// the dictionary lacks loses its stack, and new tabs follow in the order of their names.
  ///
  /// - Parameter dictionary: The stacks by tab.
  /// - Complexity: O(*t* log *t*) in the number of tabs.
  package mutating func replace(with dictionary: [TabID: NavigationStackState]) {
    var next = TabStacks(tabs: [])
    for tab in tabs {
      if let kept = dictionary[tab] { next.append(tab, kept) }
    }
    for (tab, stack) in dictionary.sorted(by: { $0.key < $1.key }) where !tabs.contains(tab) {
      next.append(tab, stack)
    }
    self = next
  }

  /// The stack of a tab, or `nil` when the tab has none; assigning `nil` removes it.
  ///
  /// - Complexity: O(*t*) in the number of tabs.
  package subscript(tab: TabID) -> NavigationStackState? {
    get { tabs.firstIndex(of: tab).map { stacks[$0] } }
    set {
      switch (tabs.firstIndex(of: tab), newValue) {
      case (let index?, let stack?): stacks[index] = stack
      case (let index?, nil):
        tabs.remove(at: index)
        stacks.remove(at: index)
      case (nil, let stack?): append(tab, stack)
      case (nil, nil): break
      }
    }
  }

  /// The stack of a tab, or an empty one when the tab has none.
  package func stack(orEmpty tab: TabID) -> NavigationStackState {
    self[tab] ?? NavigationStackState()
  }

  /// Changes a tab's stack in place, adding an empty one first when the tab has none.
  ///
  /// - Parameters:
  ///   - tab: The tab.
  ///   - body: The change.
  /// - Returns: What `body` returns.
  /// - Complexity: O(*t*) in the number of tabs, plus `body`.
  package mutating func update<Result>(
    _ tab: TabID, _ body: (inout NavigationStackState) -> Result
  ) -> Result {
    guard let index = tabs.firstIndex(of: tab) else {
      append(tab, NavigationStackState())
      return body(&stacks[stacks.count - 1])
    }
    return body(&stacks[index])
  }

  /// Reads or changes a tab's stack in place, or gives `nil` when the tab has none (adding
  /// nothing, unlike ``update(_:_:)``).
  ///
  /// - Parameters:
  ///   - tab: The tab.
  ///   - body: The read or change.
  /// - Returns: What `body` returns, or `nil` when the tab has no stack.
  /// - Complexity: O(*t*) in the number of tabs, plus `body`.
  package mutating func inPlace<Result>(
    _ tab: TabID, _ body: (inout NavigationStackState) -> Result
  ) -> Result? {
    guard let index = tabs.firstIndex(of: tab) else { return nil }
    return body(&stacks[index])
  }

  package static func == (lhs: TabStacks, rhs: TabStacks) -> Bool {
    guard lhs.tabs.count == rhs.tabs.count else { return false }
    if lhs.tabs == rhs.tabs { return lhs.stacks == rhs.stacks }
    return zip(lhs.tabs, lhs.stacks).allSatisfy { rhs[$0] == $1 }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(dictionary)
  }

  private mutating func append(_ tab: TabID, _ stack: NavigationStackState) {
    tabs.append(tab)
    stacks.append(stack)
  }
}

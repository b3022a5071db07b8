import NavigationCore
import NavigationRouter

extension BindingDecision {
  /// The router commands that make this decision, as one apply.
  ///
  /// - Parameter state: The current state (the relative commands of today's router act on
  ///   the active stack; a decision about another stack has none until the router's
  ///   stack-named commands land).
  /// - Returns: The commands; empty for ``ignore(_:)`` and for ``answerAlert(confirmed:)``,
  ///   which the router answers with ``Router/confirmAlert()`` or ``Router/cancelAlert()``.
  package func commands(in state: AppNavigationState) -> [NavigationCommand] {
    let active = StackID(tab: state.selectedTab, depth: state.selectedStack.presentationDepth)
    switch self {
    case .pop(let count, let stack):
      return stack == active ? [.popCount(count)] : []
    case .push(let route, let stack):
      return stack == active ? [.push(route)] : []
    case .dismiss(let stack):
      return stack.depth + 1 == active.depth ? [.dismiss] : []
    case .selectDetent:
      return []
    case .selectTab(let tab):
      return [.selectTab(tab)]
    case .answerAlert, .ignore:
      return []
    }
  }
}

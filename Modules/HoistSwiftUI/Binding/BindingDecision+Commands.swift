import NavigationCore
import NavigationRouter

extension BindingDecision {
  /// The router commands that make this decision, as one apply: each names the stack the
  /// write came from, so a write from a stack that is no longer on screen (a push that lands
  /// after a tab switch) changes that stack, never the one on screen.
  ///
  /// - Returns: The commands; empty for ``ignore(_:)``, for ``answerAlert(confirmed:)``
  ///   (answered with `Router.confirmAlert()` or `Router.cancelAlert()`) and for
  ///   ``selectDetent(_:over:)`` (applied with `Router.selectDetent(_:over:)`).
  package var commands: [NavigationCommand] {
    switch self {
    case .pop(let count, let stack): [.popCount(count, on: stack)]
    case .push(let route, let stack): [.push(route, on: stack)]
    case .dismiss(let stack): [.dismiss(over: stack)]
    case .selectTab(let tab): [.selectTab(tab)]
    case .selectDetent, .answerAlert, .ignore: []
    }
  }
}

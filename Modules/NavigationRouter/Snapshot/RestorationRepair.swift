import NavigationCore

/// A saved value, other than a route, that restoring a ``NavigationSnapshot`` replaced.
public enum RestorationRepair: Hashable, Sendable, CustomStringConvertible {
  /// The saved selected tab is not one of the router's tabs; `kept` stays selected.
  case unknownSelectedTab(TabID, kept: TabID)
  /// The saved window number is below 1; the router keeps its number `kept`.
  case invalidWindow(Int, kept: Int)

  /// The message, such as `the saved selected tab 'cart' is not one of the tabs; shop stays
  /// selected`.
  public var description: String {
    switch self {
    case .unknownSelectedTab(let tab, let kept):
      "the saved selected tab '\(tab)' is not one of the tabs; \(kept) stays selected"
    case .invalidWindow(let number, let kept):
      "the saved window number \(number) is below 1; the window keeps the number \(kept)"
    }
  }
}

import NavigationCore

/// Why a ``Router`` could not be created with ``Router/init(registry:tabs:selecting:)``.
public enum RouterSetupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tab to select at start is not one of the tabs.
  case unknownSelectedTab(TabID, tabs: [TabID])

  /// The message, such as `the selected tab 'cart' is not one of the tabs (shop, account)`.
  public var description: String {
    switch self {
    case .unknownSelectedTab(let tab, let tabs):
      "the selected tab '\(tab)' is not one of the tabs "
        + "(\(tabs.map(\.rawValue).joined(separator: ", "))); select one of them"
    }
  }
}

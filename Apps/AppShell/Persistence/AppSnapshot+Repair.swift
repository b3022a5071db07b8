import NavigationCore
import NavigationRouter

extension AppSnapshot {
  /// Checks the navigation values of a saved state the way input is checked, and repairs
  /// what is wrong instead of showing it: a selected tab that is not one of the app's tabs
  /// becomes the first tab (in every window), and a window number below 1 on screen becomes
  /// the lowest number no other window has. The names decoding already replaced (an unknown
  /// layout or presentation style, ``unknownValues``) are reported first and forgotten.
  /// Routes are checked by restoration itself.
  ///
  /// - Parameter tabs: The app's tabs, in order; not empty.
  /// - Returns: One line per repair, naming the value; empty when everything was valid.
  /// - Complexity: O(w) in the windows.
  package mutating func repairRestoredValues(tabs: [TabID]) -> [String] {
    var report = unknownValues.map(\.text)
    unknownValues = []
    guard let first = tabs.first else { return report }
    let names = tabs.map(\.rawValue).joined(separator: ", ")
    func repairedTab(_ tab: TabID, window: Int) -> (TabID, String)? {
      guard !tabs.contains(tab) else { return nil }
      return (
        first,
        "window \(window)'s selected tab '\(tab.rawValue)' is not one of this app's tabs "
          + "(\(names)); the \(first.rawValue) tab is selected"
      )
    }
    if window < 1 {
      let taken = Set(windows.map(\.number))
      let free = (1...).first { !taken.contains($0) } ?? 1
      report.append("the window on screen had the number \(window); it is now window \(free)")
      window = free
    }
    if let (tab, line) = repairedTab(selectedTab, window: window) {
      selectedTab = tab
      report.append(line)
    }
    for index in windows.indices {
      if let (tab, line) = repairedTab(windows[index].selectedTab, window: windows[index].number) {
        windows[index].selectedTab = tab
        report.append(line)
      }
    }
    return report
  }
}

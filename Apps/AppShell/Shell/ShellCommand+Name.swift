extension ShellCommand {
  /// The word that starts a command of each kind, as typed (`windows` lists windows, `window`
  /// does the rest).
  package enum Name: String, CaseIterable, Hashable, Sendable {
    case tap, doubletap, type, open, link, back, dismiss, tab, confirm, cancel, show, help, quit
    case layout, choose, window, windows
  }

  /// The word that starts this command. A new case must be named here (the switch is
  /// exhaustive), and a test fails until ``ShellCommandSyntax/all`` lists that name.
  package var name: Name {
    switch self {
    case .tapNumber, .tapLabel: .tap
    case .doubleTap: .doubletap
    case .type: .type
    case .open: .open
    case .link: .link
    case .window(.list): .windows
    case .window: .window
    case .back: .back
    case .dismiss: .dismiss
    case .tab: .tab
    case .confirm: .confirm
    case .cancel: .cancel
    case .show: .show
    case .help: .help
    case .quit: .quit
    case .layout: .layout
    case .choose: .choose
    }
  }
}

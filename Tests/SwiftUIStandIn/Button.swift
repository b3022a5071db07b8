/// A control that runs an action.
///
/// Apple: https://developer.apple.com/documentation/swiftui/button
/// (`struct Button<Label> where Label : View`).
nonisolated public struct Button<Label: View>: View {
  /// The label (the stand-in's own, for tests).
  public let label: Label
  /// The role (the stand-in's own, for tests).
  public let role: ButtonRole?
  /// The action (the stand-in's own, for tests: what a tap runs).
  public let action: @MainActor () -> Void

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}

extension Button where Label == Text {
  /// Apple: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:) (the `StringProtocol` overload)
  /// (`init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
  /// where S : StringProtocol`).
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.label = Text(title)
    self.role = role
    self.action = action
  }
}

/// What a button does: cancel, destructive.
///
/// Apple: https://developer.apple.com/documentation/swiftui/buttonrole
nonisolated public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// Apple: https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(name: "cancel")
  /// Apple: https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(name: "destructive")
}

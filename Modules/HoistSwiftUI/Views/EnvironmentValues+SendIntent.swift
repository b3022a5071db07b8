import NavigationCore

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  extension EnvironmentValues {
    /// What a view calls to send an intent from where it is drawn; set by `HoistRootView` for
    /// every route it draws, `SendIntentAction.unattached` elsewhere.
    public var sendIntent: SendIntentAction {
      get { self[SendIntentKey.self] }
      set { self[SendIntentKey.self] = newValue }
    }
  }

  /// The environment key of `EnvironmentValues.sendIntent`.
  private struct SendIntentKey: EnvironmentKey {
    static let defaultValue = SendIntentAction.unattached
  }
#endif

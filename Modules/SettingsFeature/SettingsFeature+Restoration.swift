import NavigationCore
import UserData

extension SettingsFeature {
  /// Restore rule: the new-passcode step needs the current passcode typed in this session, so
  /// it becomes the current-passcode step again; every other settings screen stays.
  ///
  /// - Parameter route: A restored route.
  /// - Returns: Keep, or replace with why.
  package func reconcile(_ route: SettingsRoute) -> Reconciliation<SettingsRoute> {
    switch route {
    case .newPasscode where !dependencies.userData().passcodeChangeAllowed:
      .replace(.passcode, reason: "type the current passcode again to change it")
    default:
      .keep
    }
  }
}

import NavigationCore
import NavigationRouter
import TestSupport

extension FeatureRegistry where Change == String {
  /// Registers a fake feature with the fake composition root's delegate mapping.
  mutating func register<R: Route>(_ fake: FakeFeature<R>) throws(RegistryError) {
    try register(fake, delegates: FakeDelegate.commands(for:from:))
  }
}

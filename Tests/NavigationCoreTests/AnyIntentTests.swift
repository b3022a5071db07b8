import NavigationCore
import TestSupport
import Testing

@MainActor
struct AnyIntentTests {
  private enum OtherIntent: Hashable, Sendable {
    case tapped
  }

  @Test func intentsAreEqualWhenFeatureAndValueAre() {
    let intent = FakeIntent.respond(message: "hi")
    #expect(AnyIntent(feature: "alpha", intent) == AnyIntent(feature: "alpha", intent))
    #expect(AnyIntent(feature: "alpha", intent) != AnyIntent(feature: "beta", intent))
    #expect(
      AnyIntent(feature: "alpha", intent) != AnyIntent(feature: "alpha", FakeIntent.respond()))
    #expect(AnyIntent(feature: "alpha", OtherIntent.tapped) != AnyIntent(feature: "alpha", intent))
  }

  @Test func castingRecoversOnlyTheWrappedType() {
    let intent = AnyIntent(feature: "alpha", OtherIntent.tapped)
    #expect(intent.as(OtherIntent.self) == .tapped)
    #expect(intent.as(FakeIntent.self) == nil)
  }

  @Test func aFeatureAddressesItsIntentsWithItsName() {
    let intent = FakeFeature<BetaRoute>.intent(.respond())
    #expect(intent.feature == "beta")
    #expect(intent.as(FakeIntent.self) == .respond())
    #expect(AnyIntent(feature: "alpha", OtherIntent.tapped).description == "alpha: tapped")
  }

  @Test func aFeatureErasesItsTabRoot() {
    #expect(
      FakeFeature<AlphaRoute>(tab: "library", tabRoot: .home).erasedTabRoot
        == AlphaRoute.home.erased)
    #expect(FakeFeature<AlphaRoute>().erasedTabRoot == nil)
  }
}

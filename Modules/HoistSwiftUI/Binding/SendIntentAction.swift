import NavigationCore
import NavigationRouter

/// What a leaf view calls to report what the user did: it sends an intent, and the router
/// applies the outcome. Read it from the environment (`@Environment(\.sendIntent)`) and call
/// it like a function:
///
/// ```swift
/// struct ProductRow: View {
///   let productID: String
///   @Environment(\.sendIntent) private var send
///   var body: some View {
///     Button("Reviews") { send(ShopFeature.intent(.reviewsTapped(productID))) }
///   }
/// }
/// ```
///
/// The action a view reads is bound to where the view is drawn: its route and its stack (a
/// tab's stack, a sheet's, a cover's) or its column in the regular layout, so the feature
/// handles the intent in that context (`Router.send(_:from:on:)`), whichever stack is on
/// screen when the tap lands.
public struct SendIntentAction: Sendable {
  private let perform: @MainActor @Sendable (AnyIntent) -> IntentReply

  /// Creates an action.
  ///
  /// - Parameter perform: Sends the intent and returns the router's reply.
  public init(_ perform: @escaping @MainActor @Sendable (AnyIntent) -> IntentReply) {
    self.perform = perform
  }

  /// Sends an intent.
  ///
  /// - Parameter intent: The intent, addressed to its feature (`Feature.intent(_:)`).
  /// - Returns: What the outcome said, or why the feature refused the input.
  @MainActor @discardableResult
  public func callAsFunction(_ intent: AnyIntent) -> IntentReply {
    perform(intent)
  }

  /// The action of a view with no `HoistRootView` above it: it sends nothing and says so.
  public static let unattached = SendIntentAction { intent in
    IntentReply(
      rejection: "no HoistRootView above this view: the intent '\(intent)' was not sent")
  }
}

import HoistSwiftUIStandInViews
import NavigationCore
import SwiftUIStandIn
import TestSupport

/// The README's SwiftUI snippet, compiled against the stand-in over the shop fixture (whose
/// intents are words, `open p1`, and which has a cart).
struct ShopViews: RouteViews {
  @ViewBuilder func view(for route: ShopRoute) -> some View {
    switch route {
    case .catalog: CatalogRow(productID: "p1")
    case .product(let id): Text(id)
    case .reviews(let id): Text("Reviews of \(id)")
    case .cart: Text("Cart")
    }
  }
}

/// A leaf view: it reads its intent action from the environment and only sends intents.
struct CatalogRow: View {
  let productID: String
  @Environment(\.sendIntent) private var send

  var body: some View {
    Button(productID, role: nil) { send(ShopFeature.intent("open \(productID)")) }
  }
}

/// What the user did on a groceries screen; the sheet's recipe is read from its route.
public enum GroceriesIntent: Hashable, Sendable {
  case itemTapped(String)
  case addAllTapped
}

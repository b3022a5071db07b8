/// What a destination shows: a title, a state, body text, rows and toolbar actions.
///
/// A screen is plain data; a view draws it, a text renderer prints it, a test compares it. Every
/// tappable element carries the intent it emits, never a closure that mutates navigation.
public struct Screen: Hashable, Sendable {
  /// The navigation title.
  public var title: String
  /// What resolving the route's IDs found.
  public var state: ScreenState
  /// Body text: a page's content, or why the screen is missing, locked or not found.
  public var body: String?
  /// The rows, in display order.
  public var rows: [ScreenRow]
  /// Toolbar actions, numbered after the rows.
  public var actions: [ScreenAction]
  /// A text field, if the screen takes typed text.
  public var textInput: TextInput?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - title: The navigation title.
  ///   - state: What resolving the route found; `content` by default.
  ///   - body: Body text.
  ///   - rows: Rows in display order.
  ///   - actions: Toolbar actions.
  ///   - textInput: A text field.
  public init(
    title: String, state: ScreenState = .content, body: String? = nil, rows: [ScreenRow] = [],
    actions: [ScreenAction] = [], textInput: TextInput? = nil
  ) {
    self.title = title
    self.state = state
    self.body = body
    self.rows = rows
    self.actions = actions
    self.textInput = textInput
  }

  /// The screen shown for a route key that no feature registered.
  ///
  /// - Parameter key: The unregistered key.
  /// - Returns: A `noDestination` screen naming the key.
  public static func noDestination(key: String) -> Screen {
    Screen(
      title: "No destination", state: .noDestination,
      body: "Nothing is registered for the route '\(key)'.")
  }
}

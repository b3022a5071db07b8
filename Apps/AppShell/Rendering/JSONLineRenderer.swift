import Foundation
import NavigationCore
import TerminalEscaping

/// Renders frames and errors as the JSON lines of docs/SHELL.md, one object a line.
///
/// Keys are sorted; absent values are `null`, never left out, so tools can rely on every key.
package enum JSONLineRenderer {
  /// Renders a frame.
  ///
  /// - Parameter frame: The frame.
  /// - Returns: One line of JSON, without a newline.
  package static func render(_ frame: ShellFrame) -> String {
    encode(FrameObject(frame))
  }

  /// Renders a failed command.
  ///
  /// - Parameters:
  ///   - command: The command as typed.
  ///   - message: Why it failed.
  /// - Returns: `{"error":{"command":..,"message":..}}`.
  package static func renderError(command: String, message: String) -> String {
    encode(["error": ["command": command, "message": message]])
  }

  private static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else {
      return #"{"error":{"command":"","message":"the state could not be encoded"}}"#
    }
    return JSONText.lineSafe(data)
  }
}

// MARK: - Wire shapes

private struct RouteObject: Encodable {
  let route: AnyRoute

  func encode(to encoder: any Encoder) throws {
    try RouteCoding.object(for: route).encode(to: encoder)
  }
}

private struct PresentationObject: Encodable {
  let presentation: Presentation

  enum CodingKeys: String, CodingKey { case style, root, path, presentation }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(presentation.style.rawValue, forKey: .style)
    try container.encode(RouteObject(route: presentation.root), forKey: .root)
    try container.encode(presentation.stack.path.map(RouteObject.init), forKey: .path)
    try container.encode(
      presentation.stack.presentation.map(PresentationObject.init), forKey: .presentation)
  }
}

private struct AlertObject: Encodable {
  let title: String
  let message: String?
  let actions: [String]

  enum CodingKeys: String, CodingKey { case title, message, actions }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(message, forKey: .message)
    try container.encode(actions, forKey: .actions)
  }
}

private struct NumberedLabel: Encodable {
  let number: Int
  let label: String
  let detail: String?

  enum CodingKeys: String, CodingKey { case number, label, detail }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(label, forKey: .label)
    try container.encode(detail, forKey: .detail)
  }
}

private struct InputObject: Encodable {
  let label: String
  let text: String
}

private struct ScreenObject: Encodable {
  let screen: Screen

  enum CodingKeys: String, CodingKey { case title, state, body, rows, actions, input }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(screen.title, forKey: .title)
    try container.encode(screen.state.rawValue, forKey: .state)
    try container.encode(screen.body, forKey: .body)
    let rows = screen.rows.enumerated().map { offset, row in
      NumberedLabel(
        number: offset + 1, label: row.label, detail: row.detail)
    }
    try container.encode(rows, forKey: .rows)
    let actions = screen.actions.enumerated().map { offset, action in
      NumberedLabel(number: screen.rows.count + offset + 1, label: action.label, detail: nil)
    }
    try container.encode(actions, forKey: .actions)
    try container.encode(
      screen.textInput.map { InputObject(label: $0.label, text: $0.text) }, forKey: .input)
  }
}

private struct FrameObject: Encodable {
  let frame: ShellFrame

  init(_ frame: ShellFrame) {
    self.frame = frame
  }

  enum CodingKeys: String, CodingKey {
    case window, layout, tab, path, presentation, alert, screen, link, message, columns
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(frame.window, forKey: .window)
    try container.encode(frame.layout, forKey: .layout)
    try container.encode(frame.tab.rawValue, forKey: .tab)
    try container.encode(frame.path.map(RouteObject.init), forKey: .path)
    try container.encode(frame.presentation.map(PresentationObject.init), forKey: .presentation)
    let alert = frame.alert.map {
      AlertObject(title: $0.title, message: $0.message, actions: [$0.confirmLabel, $0.cancelLabel])
    }
    try container.encode(alert, forKey: .alert)
    try container.encode(ScreenObject(screen: frame.screen), forKey: .screen)
    try container.encode(frame.link, forKey: .link)
    try container.encode(frame.message, forKey: .message)
    try container.encode(frame.columns?.map(ColumnObject.init), forKey: .columns)
  }
}

/// One column of the regular layout: `{"role":..,"route":{route}|null,"screen":{screen}}`.
private struct ColumnObject: Encodable {
  let column: ShellFrame.Column

  enum CodingKeys: String, CodingKey { case role, route, screen }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(column.role.rawValue, forKey: .role)
    try container.encode(column.route.map(RouteObject.init), forKey: .route)
    try container.encode(ScreenObject(screen: column.screen), forKey: .screen)
  }
}

import Foundation
import NavigationRouter
import TerminalEscaping

/// Runs shell commands against one app and renders what each leaves on screen.
///
/// Text mode echoes each script command as `> command`, then the screen; errors go to
/// standard error as `error: line N: command: message`. A `type` into a secure field (a
/// passcode) is shown as `type ****` in both, and so is a `type` that fails (it may be a
/// passcode typed one step late). JSON mode prints exactly one object
/// per command on standard output: the frame, or `{"error":{...}}`. Interactive sessions
/// echo nothing (the person typed it) and name no line numbers.
@MainActor
package final class ShellSession {
  /// How a script ended.
  package enum Result: Equatable, Sendable {
    /// Every command ran (or `quit` was reached).
    case completed
    /// At least one command failed.
    case failed
  }

  /// The app the commands drive.
  package let app: HoistApp
  /// Runs after every command, failed or not, before its result is shown (the executable
  /// saves state there, so a shown result is never lost to a kill). It returns `false` when
  /// the state could not be saved: the run then ends after that command's result, as at
  /// `quit` (the caller's exit code says why), so no later result is shown that is not saved.
  package var afterEachCommand: (() -> Bool)?
  /// The characters a text line may hold, for the regular layout's columns.
  package var width = TextRenderer.defaultWidth
  private let output: any ShellOutput
  private let json: Bool
  private let echo: Bool
  private var shownDiagnostics = 0

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - output: Where to write.
  ///   - json: `true` for JSON lines.
  ///   - echo: `true` to echo each command in text mode (scripts, not interactive input).
  ///   - events: `true` to print the router's navigation events on standard error as they
  ///     happen (JSON lines in JSON mode).
  package init(
    app: HoistApp, output: any ShellOutput, json: Bool, echo: Bool = true, events: Bool = false
  ) {
    self.app = app
    self.output = output
    self.json = json
    self.echo = echo
    if events {
      app.router.addEventObserver { [weak output] events in
        for event in events {
          output?.writeError(
            (json ? EventRenderer.json(event) : EventRenderer.text(event)) + "\n")
        }
      }
    }
  }

  /// Prints the current screen without running a command.
  package func show() {
    render(message: nil)
  }

  /// Runs one line.
  ///
  /// - Parameters:
  ///   - line: The line as typed.
  ///   - number: Its 1-based line number for error messages; `nil` for a single command or
  ///     interactive input.
  /// - Returns: `nil` to go on, `.completed` after `quit`, `.failed` when the command failed.
  package func run(line: String, number: Int?) -> Result? {
    defer { reportDiagnostics() }
    let command: ShellCommand?
    do {
      command = try ShellCommandParser.parse(line)
    } catch {
      let saved = save()
      // A line that does not parse is not a passcode (4 to 8 digits parse as `type`).
      report(error, line: line, number: number)
      return saved ? .failed : .completed
    }
    guard let command else {
      return save() ? nil : .completed
    }
    // Text typed into a secure field (a passcode) is never echoed or repeated in an error;
    // nor is the text of a `type` that fails (a passcode typed one step late, after the note
    // opened): a `type` is echoed once its result is known.
    let shown = isSecret(command) ? Self.maskedType : line
    let isType = if case .type = command { true } else { false }
    if echo && !json && !isType { echoLine(shown) }
    if command == .quit {
      _ = save()
      // JSON mode keeps its promise of one object per command.
      if json { render(message: nil) }
      return .completed
    }
    if command == .help {
      // The list is the shell's own text: its lines stay lines.
      render(message: ShellCommandParser.helpText, isShellText: true)
      return nil
    }
    let secret = isSecret(command)
    do {
      let message = try app.execute(command)
      let saved = save()
      // A passcode is answered only once its attempt is saved: an attempt that cannot be
      // recorded would escape the wrong-passcode throttle (fail closed).
      guard saved || !secret else { return unanswered(number: number) }
      if echo && !json && isType { echoLine(shown) }
      // The window list is the shell's own lines, its titles escaped where it is built.
      render(message: message, isShellText: command == .window(.list))
      return saved ? nil : .completed
    } catch {
      let saved = save()
      guard saved || !secret else { return unanswered(number: number) }
      if echo && !json && isType { echoLine(Self.maskedType) }
      report(error, line: isType ? Self.maskedType : shown, number: number)
      return saved ? .failed : .completed
    }
  }

  /// Runs ``afterEachCommand``: whether the state was saved (`true` without one).
  private func save() -> Bool {
    afterEachCommand?() ?? true
  }

  /// Reports a passcode typed while the state could not be saved, without its answer: neither
  /// right nor wrong is shown, and nothing it opened is rendered.
  private func unanswered(number: Int?) -> Result {
    report(
      .rejected("not answered: this attempt could not be saved, so it would not count"),
      line: Self.maskedType, number: number)
    return .completed
  }

  private func echoLine(_ line: String) {
    output.write("> \(TerminalText.escaped(line.trimmingCharacters(in: .whitespaces)))\n")
  }

  /// How a `type` into a secure field is shown in echoes and errors, whatever was typed.
  package static let maskedType = "type ****"

  /// Whether the command types into the secure text field of the screen on top.
  private func isSecret(_ command: ShellCommand) -> Bool {
    guard case .type = command else { return false }
    return app.visibleFieldIsSecure
  }

  /// Runs a whole script.
  ///
  /// - Parameters:
  ///   - lines: The script's lines.
  ///   - keepGoing: `true` to run the rest after a failed command.
  /// - Returns: `.failed` when any command failed, else `.completed`.
  package func run(script lines: [String], keepGoing: Bool) -> Result {
    var failed = false
    for (offset, line) in lines.enumerated() {
      // As for standard input: the first failed write to standard output ends the script.
      guard output.standardOutputFailure == nil else { return .failed }
      switch run(line: line, number: offset + 1) {
      case nil: continue
      case .completed: return failed ? .failed : .completed
      case .failed:
        failed = true
        if !keepGoing { return .failed }
      }
    }
    return failed ? .failed : .completed
  }

  private func render(message: String?, isShellText: Bool = false) {
    var frame = app.frame(message: message)
    frame.messageIsShellText = isShellText
    if json {
      output.write(JSONLineRenderer.render(frame) + "\n")
    } else {
      output.write(TextRenderer.render(frame, width: width) + "\n")
    }
  }

  /// The most of a line over a limit an error quotes, in Unicode scalars.
  package static let quotedPrefixLength = 40

  /// How an error quotes the line that failed: whole, or for a line whose argument is over
  /// its limit, only its first ``quotedPrefixLength`` Unicode scalars and `…` (the error
  /// gives the size in bytes), so a 17,000-byte `type` is not written back in full.
  ///
  /// - Parameters:
  ///   - command: The line, trimmed.
  ///   - error: Why it failed.
  /// - Returns: The line, or its prefix and `…`.
  static func quoted(_ command: String, for error: ShellError) -> String {
    guard case .tooLong = error, command.unicodeScalars.count > quotedPrefixLength else {
      return command
    }
    var prefix = String.UnicodeScalarView()
    prefix.append(contentsOf: command.unicodeScalars.prefix(quotedPrefixLength))
    return String(prefix) + "…"
  }

  /// Prints the router's diagnostics that were not printed yet, each once, on standard error.
  private func reportDiagnostics() {
    let diagnostics = app.router.diagnosticLog
    guard diagnostics.count > shownDiagnostics else { return }
    for entry in diagnostics[shownDiagnostics...] {
      let diagnostic = entry.description
      output.writeError(
        (json
          ? EventRenderer.json(diagnostic: diagnostic)
          : EventRenderer.text(diagnostic: TerminalText.escaped(diagnostic))) + "\n")
    }
    shownDiagnostics = diagnostics.count
  }

  /// Reports a failed command: a JSON error object on standard output in JSON mode, else
  /// `error: [line N: ][command: ]message` on standard error, escaped for the terminal.
  ///
  /// - Parameters:
  ///   - error: Why it failed.
  ///   - line: The line as typed; empty when it cannot be shown (not UTF-8, too long).
  ///   - number: Its line number in a script, or `nil`.
  package func report(_ error: ShellError, line: String, number: Int?) {
    let command = Self.quoted(line.trimmingCharacters(in: .whitespaces), for: error)
    if json {
      output.write(
        JSONLineRenderer.renderError(command: command, message: error.description) + "\n")
    } else {
      let place = number.map { "line \($0): " } ?? ""
      let shown = command.isEmpty ? "" : "\(TerminalText.escaped(command)): "
      output.writeError("error: \(place)\(shown)\(TerminalText.escaped(error.description))\n")
    }
  }
}

import Foundation

/// Reads the text files `hoist` is given (scripts, links files, a README) as UTF-8, saying
/// what is wrong when it cannot.
@MainActor
package enum TextFile {
  /// Reads a file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - what: What the file is, for the message, such as `script`.
  ///   - output: Where the message goes.
  /// - Returns: The text, or `nil` after writing why it cannot be read.
  package static func read(_ path: String, what: String, output: any ShellOutput) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      output.writeError("hoist: cannot read the \(what) '\(path)': no such file\n")
      return nil
    }
    guard !isDirectory.boolValue else {
      output.writeError("hoist: cannot read the \(what) '\(path)': it is a directory\n")
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      output.writeError("hoist: cannot read the \(what) '\(path)': permission denied\n")
      return nil
    }
    guard let text = String(data: data, encoding: .utf8) else {
      output.writeError("hoist: cannot read the \(what) '\(path)': it is not UTF-8 text\n")
      return nil
    }
    return text
  }

  /// The lines of a text; `\n`, `\r\n` and `\r` all end a line.
  ///
  /// - Parameter text: The text.
  /// - Returns: The lines, without a last empty one after a final line break.
  package static func lines(of text: String) -> [String] {
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(
      String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

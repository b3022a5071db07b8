import Foundation
import TerminalEscaping
import WholeFile

/// Reads the text files `hoist` is given (scripts, links files, a README) as UTF-8, saying
/// what is wrong when it cannot.
@MainActor
package enum TextFile {
  /// The largest file ``read(_:what:maximumSize:output:)`` reads by default, in bytes: 16 MiB
  /// (a README, a file to import).
  package static let maximumSize = 16 << 20

  /// Reads a whole file, refusing one larger than `maximumSize` before any of it is read.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - what: What the file is, for the message, such as `script`.
  ///   - maximumSize: The largest size read, in bytes.
  ///   - command: The command the message names first, such as `graph: `; empty for none.
  ///   - output: Where the message goes.
  /// - Returns: The text, or `nil` after writing why it cannot be read.
  package static func read(
    _ path: String, what: String, maximumSize: Int = maximumSize, command: String = "",
    output: any ShellOutput
  ) -> String? {
    let refuse = { (reason: String) -> String? in
      HoistTool.report("\(command)cannot read the \(what) '\(path)': \(reason)", to: output)
      return nil
    }
    // Not blocking at the open: a FIFO with no writer is refused, not waited on.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR: return refuse("no such file")
      case EACCES, EPERM: return refuse("permission denied")
      case EISDIR: return refuse("it is a directory")
      default: return refuse(String(cString: strerror(errno)).lowercased())
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return refuse(String(cString: strerror(errno)).lowercased())
    }
    if let kind = notRegular(status.st_mode) { return refuse(kind) }
    guard status.st_size <= maximumSize else {
      return refuse(
        "it is \(status.st_size) bytes, more than the \(maximumSize) bytes a \(what) may have")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return refuse(String(cString: strerror(errno)).lowercased())
      }
      // A file that grows while it is read is refused at the limit, never read whole.
      guard data.count + count <= maximumSize else {
        return refuse("it grew past the \(maximumSize) bytes a \(what) may have while it was read")
      }
      data.append(contentsOf: buffer[0..<count])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return refuse("it is not UTF-8 text")
    }
    return text
  }

  /// Reads a file to update it in place (a README): the checks and messages of
  /// ``read(_:what:output:)``, then the bytes with which file they came from, for
  /// ``AtomicFile/update(_:named:with:what:)``.
  ///
  /// - Parameters:
  ///   - path: The file's path as typed.
  ///   - what: What the file is, for the message, such as `README`.
  ///   - command: The command the message names first, such as `graph: `; empty for none.
  ///   - output: Where the message goes.
  /// - Returns: The text and the file read, or `nil` after writing why it cannot be read.
  package static func readForUpdate(
    _ path: String, what: String, command: String = "", output: any ShellOutput
  ) -> (text: String, file: WholeFile.ReadFile)? {
    guard read(path, what: what, command: command, output: output) != nil else { return nil }
    let file: WholeFile.ReadFile
    do {
      file = try AtomicFile.readForUpdate(path)
    } catch {
      HoistTool.report(
        "\(command)cannot read the \(what) '\(path)': \(error.reason)", to: output)
      return nil
    }
    guard let text = String(validating: file.bytes, as: UTF8.self) else {
      HoistTool.report(
        "\(command)cannot read the \(what) '\(path)': it is not UTF-8 text", to: output)
      return nil
    }
    return (text, file)
  }

  /// Reads a file's lines with ``LineReader`` before any of them is used, so a file that is
  /// not text (not UTF-8, a line over ``LineReader/maximumLineLength`` bytes, `/dev/zero`)
  /// is refused whole, holding at most one line in memory while it is read.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - what: What the file is, for the message, such as `script`.
  ///   - output: Where the message goes.
  /// - Returns: The lines, or `nil` after writing why the file cannot be read.
  package static func lines(ofFile path: String, what: String, output: any ShellOutput)
    -> [String]?
  {
    let refuse = { (reason: String) -> [String]? in
      HoistTool.report("cannot read the \(what) '\(path)': \(reason)", to: output)
      return nil
    }
    // Not blocking at the open: a FIFO with no writer is refused, not waited on.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR: return refuse("no such file")
      case EACCES, EPERM: return refuse("permission denied")
      default: return refuse(String(cString: strerror(errno)).lowercased())
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return refuse(String(cString: strerror(errno)).lowercased())
    }
    if let kind = notRegular(status.st_mode) { return refuse(kind) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    let reader = LineReader(source: LineReader.reading(descriptor: descriptor))
    return lines(from: reader, named: path, what: what, output: output)
  }

  /// Why a file of this mode is not read: `nil` for a regular file. Scripts, links files and
  /// READMEs are regular files; a device (`/dev/null`), a FIFO or a socket is refused, as a
  /// directory is (standard input is read with `-`).
  ///
  /// - Parameter mode: The file's `st_mode`.
  /// - Returns: The reason, or `nil` for a regular file.
  static func notRegular(_ mode: mode_t) -> String? {
    let kind: String
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a directory"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFIFO: kind = "a FIFO"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a file"
    }
    return "it is not a regular file (\(kind)); give a file, or - for standard input"
  }

  /// Reads every line of a reader (standard input), refusing the whole input as
  /// ``lines(ofFile:what:output:)`` refuses a file.
  ///
  /// - Parameters:
  ///   - reader: The reader.
  ///   - name: The input's name for the message, such as `standard input`.
  ///   - what: What the input is, such as `links file`.
  ///   - output: Where the message goes.
  /// - Returns: The lines, or `nil` after writing why they cannot be read.
  package static func lines(
    from reader: LineReader, named name: String, what: String, output: any ShellOutput
  ) -> [String]? {
    let refuse = { (reason: String) -> [String]? in
      HoistTool.report("cannot read the \(what) '\(name)': \(reason)", to: output)
      return nil
    }
    var lines: [String] = []
    do {
      while let (number, line) = try reader.next() {
        switch line {
        case .text(let text): lines.append(text)
        case .tooLong: return refuse(HoistTool.tooLong(line: number))
        case .notUTF8: return refuse("line \(number) is not UTF-8 text")
        }
      }
    } catch {
      return refuse(error.description.lowercased())
    }
    return lines
  }
}

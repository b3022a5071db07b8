/// A URL split into its RFC 3986 parts exactly as typed: nothing decoded, mapped or re-escaped.
///
/// Links compare hosts as typed (ASCII letters fold, nothing else changes: IDNA mapping is not
/// applied), and messages quote a part as it was given, so the parts are cut from the text
/// itself rather than read back from `URLComponents`, which maps hosts and re-escapes paths.
/// Only the scheme and the authority are checked for URL syntax here; any byte of a path, query
/// or fragment is accepted and read as itself (a `%` without two hex digits included).
struct LinkURLParts {
  /// The scheme as typed, such as `MangaReader`.
  var scheme: Substring
  /// Whether `//` and an authority follow the scheme.
  var hasAuthority: Bool
  /// The user name and password before an `@`, if any.
  var userInfo: Substring?
  /// The host as typed; empty for `scheme://` or `scheme:///path`.
  var host: Substring
  /// The port after the host's `:`: `nil` without a colon, empty for `host:`.
  var port: Substring?
  /// The path as typed, `/` included.
  var path: Substring
  /// The query after `?`, if any.
  var query: Substring?
  /// The fragment after `#`, if any.
  var fragment: Substring?

  /// Why a text is not split.
  enum Failure: Error {
    /// No scheme: not a URL of any app.
    case noScheme
    /// A scheme, but a scheme or authority no URL may have.
    case notAURL
  }

  /// Splits URL text.
  ///
  /// - Parameter text: The URL as given.
  /// - Throws: ``Failure/noScheme`` when the text has no valid scheme and no `://`,
  ///   ``Failure/notAURL`` when it has a `://` or a scheme but the scheme or authority holds a
  ///   character a URL may not (a space, a control character, `<`, an unbalanced `[`).
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  init(_ text: Substring) throws(Failure) {
    let bytes = text.utf8
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { throw .noScheme }
    scheme = text[text.startIndex..<colon]
    guard Self.isScheme(scheme.utf8) else {
      throw text.contains("://") ? .notAURL : .noScheme
    }
    var rest = text[bytes.index(after: colon)...]
    // The fragment first: it ends the URL whatever it holds.
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
      fragment = rest[rest.utf8.index(after: hash)...]
      rest = rest[rest.startIndex..<hash]
    }
    if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      query = rest[rest.utf8.index(after: question)...]
      rest = rest[rest.startIndex..<question]
    }
    hasAuthority = rest.utf8.starts(with: "//".utf8)
    guard hasAuthority else {
      host = rest[rest.startIndex..<rest.startIndex]
      path = rest
      return
    }
    let afterSlashes = rest.utf8.index(rest.startIndex, offsetBy: 2)
    let authorityEnd = rest.utf8[afterSlashes...].firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    var authority = rest[afterSlashes..<authorityEnd]
    path = rest[authorityEnd...]
    guard authority.utf8.allSatisfy(Self.mayBeInAuthority) else { throw .notAURL }
    if let at = authority.utf8.lastIndex(of: UInt8(ascii: "@")) {
      userInfo = authority[authority.startIndex..<at]
      authority = authority[authority.utf8.index(after: at)...]
    }
    // An IP literal is bracketed; its colons are not the port's.
    var hostEnd = authority.startIndex
    if authority.utf8.first == UInt8(ascii: "[") {
      guard let close = authority.utf8.firstIndex(of: UInt8(ascii: "]")) else { throw .notAURL }
      hostEnd = authority.utf8.index(after: close)
    }
    if let portColon = authority.utf8[hostEnd...].firstIndex(of: UInt8(ascii: ":")) {
      host = authority[authority.startIndex..<portColon]
      let digits = authority[authority.utf8.index(after: portColon)...]
      guard digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { throw .notAURL }
      port = digits
    } else {
      host = authority
    }
    guard
      !host.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") })
        || host.utf8.first == UInt8(ascii: "[")
    else { throw .notAURL }
  }

  /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
  private static func isScheme(_ bytes: Substring.UTF8View) -> Bool {
    guard let first = bytes.first, isLetter(first) else { return false }
    return bytes.dropFirst().allSatisfy { byte in
      isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// RFC 3986's authority characters (unreserved, sub-delimiters, `%`, `:`, `@`, `[`, `]`), and
  /// any non-ASCII byte, which a host may hold as typed and which then names no host of ours.
  private static func mayBeInAuthority(_ byte: UInt8) -> Bool {
    byte >= 0x80 || authorityBytes.contains(byte)
  }

  private static let authorityBytes = ASCIIByteSet(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=%:@[]")
}

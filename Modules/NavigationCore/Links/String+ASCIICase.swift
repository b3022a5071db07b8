extension String {
  /// The text with its ASCII capital letters made small and every other character kept.
  ///
  /// What a link compares ignoring case (a host, a slug): `lowercased()` also maps the Kelvin
  /// sign to an ASCII `k`, so `jj\u{212A}` would open `jjk`.
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  var asciiLowercased: String {
    guard utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return self }
    return String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}

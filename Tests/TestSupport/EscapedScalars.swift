/// The scalars the terminal-escaping rule must show as escapes, written out from its source
/// (C0 controls, DEL, C1 controls, the line and paragraph separators, and the bidirectional
/// formatting characters of Unicode Standard Annex #9), not taken from the code under test.
package enum EscapedScalars {
  /// Every scalar that must be escaped: 32 C0, DEL and 32 C1 controls, 2 separators, 10
  /// bidirectional formatting characters (84 in all), in ascending order.
  package static let all: [Unicode.Scalar] =
    (0x00...0x1F).compactMap(Unicode.Scalar.init) + (0x7F...0x9F).compactMap(Unicode.Scalar.init)
    + [0x061C, 0x200E, 0x200F].compactMap(Unicode.Scalar.init)
    + [0x2028, 0x2029].compactMap(Unicode.Scalar.init)
    + (0x202A...0x202E).compactMap(Unicode.Scalar.init)
    + (0x2066...0x2069).compactMap(Unicode.Scalar.init)
}

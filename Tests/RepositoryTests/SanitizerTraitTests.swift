import Foundation
import TestSupport
import Testing

/// Every test that runs a child under a file-size limit (`ulimit -f`) carries the trait that
/// disables it under ThreadSanitizer, whose runtime dies at the limit before the program under
/// test reaches it (Tests/TestSupport/Sanitizer.swift). CI's ThreadSanitizer step failed once
/// on three such tests written without it.
struct SanitizerTraitTests {
  /// The tests of `text` (each from its `@Test` to the next) that set a file-size limit and
  /// do not carry the trait, by the first line of their attribute.
  static func untagged(in text: String) -> [Int] {
    var found: [Int] = []
    var start: Int?
    var body = ""
    func close() {
      if let start, body.contains("ulimit -f"), !body.contains("Sanitizer.underThreadSanitizer") {
        found.append(start)
      }
    }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") {
        close()
        start = index + 1
        body = ""
      }
      if !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
        body += line + "\n"
      }
    }
    close()
    return found
  }

  @Test func everyTestThatSetsAFileSizeLimitIsDisabledUnderThreadSanitizer() throws {
    let root = BuiltProduct.packageRoot
    var missing: [String] = []
    var checked = 0
    for file in RepositoryText.files(under: root)
    where file.kind == .swift && file.path.hasPrefix("Tests/")
      && file.path != "Tests/RepositoryTests/SanitizerTraitTests.swift"
    {
      let text = try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
      guard text.contains("shellPrefix: \"ulimit -f") else { continue }
      checked += 1
      missing += Self.untagged(in: text).map { "\(file.path):\($0)" }
    }
    #expect(checked >= 4)
    #expect(missing == [], "add the Sanitizer.underThreadSanitizer trait to: \(missing)")
  }

  @Test func aLimitWithoutTheTraitIsFoundAndOneWithItIsNot() {
    let text = """
      @Test(.disabled(if: Sanitizer.underThreadSanitizer, "dies"))
      func a() { run(shellPrefix: "ulimit -f 1") }

      /// Sets `ulimit -f` in its doc only.
      @Test func b() {}

      @Test func c() {
        run(shellPrefix: "ulimit -f 4")
      }
      """
    #expect(Self.untagged(in: text) == [7])
  }
}

import TestSupport
import Testing

struct GoldenFileTests {
  @Test func theDiffShowsChangedLinesWithTwoLinesOfContext() {
    let expected = "a\nb\nc\nd\ne\nf\ng\nh\ni"
    let actual = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj"
    #expect(
      GoldenFile.lineDiff(expected: expected, actual: actual)
        == [" b", " c", "+D", "-d", " e", " f", "…", " h", " i", "+j"].joined(separator: "\n"))
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(GoldenFile.lineDiff(expected: "x\ny", actual: "x\ny") == "")
  }

  @Test func adjacentChangesShareTheirContext() {
    #expect(
      GoldenFile.lineDiff(expected: "a\nb\nc", actual: "A\nb\nC")
        == ["+A", "-a", " b", "+C", "-c"].joined(separator: "\n"))
  }
}

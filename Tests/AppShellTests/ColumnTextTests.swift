import AppShell
import Testing

/// How text output fits the regular layout's columns into a width.
@MainActor
struct ColumnTextTests {
  @Test func theWidthComesFromColumnsThenTheTerminalThenTheDefault() {
    #expect(HoistTool.textWidth(["COLUMNS": "80"], terminalWidth: 120) == 80)
    #expect(HoistTool.textWidth(["COLUMNS": "wide"], terminalWidth: 120) == 120)
    #expect(HoistTool.textWidth(["COLUMNS": "5"], terminalWidth: nil) == 100)
    #expect(HoistTool.textWidth(["COLUMNS": "5000"], terminalWidth: nil) == 100)
    #expect(HoistTool.textWidth([:], terminalWidth: nil) == TextRenderer.defaultWidth)
  }

  @Test func longLinesBreakAtSpacesAndRowsHangUnderTheirLabel() {
    #expect(
      ColumnText.wrap("  12. Frieren: Beyond Journey's End", width: 20)
        == ["  12. Frieren:", "      Beyond", "      Journey's End"])
    #expect(ColumnText.wrap("short", width: 20) == ["short"])
    #expect(
      ColumnText.wrap("abcdefghijklmnopqrstuvwxyz", width: 10) == [
        "abcdefghij", "klmnopqrst", "uvwxyz",
      ])
  }
}

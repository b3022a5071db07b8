import MangaCatalog

/// What the field notes feature asks of the composition root: to show a series a note is
/// about, which the library draws.
package enum FieldNotesDelegate: Hashable, Sendable {
  /// Open a series' detail on top of the stack the note is on.
  case openSeries(seriesID: Series.ID)
}

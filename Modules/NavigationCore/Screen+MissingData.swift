extension Screen {
  /// Why the screen shows no data: its body (or title, without a body) when its state is
  /// `notFound` or `missing`, else `nil`.
  ///
  /// A `locked` screen has data (unlocking shows it) and a `noDestination` screen is drawn
  /// for any route no feature declares, so neither counts as missing: this is the rule by
  /// which a deep link cuts its path: it stops before the first route whose data is missing.
  public var missingDataMessage: String? {
    guard state == .notFound || state == .missing else { return nil }
    return body ?? title
  }
}

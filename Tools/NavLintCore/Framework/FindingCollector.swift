/// The per-file sink rules report into.
final class FindingCollector {
  var findings: [Finding] = []
}

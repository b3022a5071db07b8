/// navlint's version, printed by `--version`, written to SARIF and part of every cache key.
public enum NavLintVersion {
  /// The version string.
  public static let current = "0.1.0"
}

extension Configuration {
  /// Whether a file is linted under this configuration.
  ///
  /// - Parameter path: The file's absolute path.
  /// - Returns: `false` when excluded, or when `included` is set and does not match.
  public func includes(_ path: String) -> Bool {
    let relative = relativePath(path)
    if excluded.contains(where: { Glob($0).matches(relative) }) { return false }
    return included.isEmpty || included.contains { Glob($0).matches(relative) }
  }

  /// Whether a file is in the composition root.
  ///
  /// - Parameter path: The file's absolute path.
  /// - Returns: `true` when a `compositionRoot` glob matches.
  public func isCompositionRoot(_ path: String) -> Bool {
    let relative = relativePath(path)
    return compositionRoot.contains { Glob($0).matches(relative) }
  }

  /// Whether a file is preview code as a whole (a demo or example target).
  ///
  /// - Parameter path: The file's absolute path.
  /// - Returns: `true` when a `previewPaths` glob matches.
  public func isPreviewPath(_ path: String) -> Bool {
    let relative = relativePath(path)
    return previewPaths.contains { Glob($0).matches(relative) }
  }

  /// The rules enabled by this configuration, with severities and options.
  package var enabledRules: [ConfiguredRule] {
    RuleRegistry.rules.compactMap { type in
      let settings = rules[type.id] ?? RuleSettings()
      guard settings.isEnabled ?? true else { return nil }
      return ConfiguredRule(type, severity: settings.severity, options: settings.options)
    }
  }

  /// The engine rules enabled by this configuration, with severities.
  package var enabledEngineRules: [String: Severity] {
    var result: [String: Severity] = [:]
    for documentation in RuleRegistry.engineRules {
      let settings = rules[documentation.id] ?? RuleSettings()
      guard settings.isEnabled ?? true else { continue }
      result[documentation.id] = settings.severity ?? documentation.defaultSeverity
    }
    return result
  }

  private func relativePath(_ path: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

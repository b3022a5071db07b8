import NavigationTooling

extension NavigationToolCommand.GraphFormat {
  /// The navigation tool's format of a `hoist graph --format` value.
  ///
  /// - Parameter format: The format hoist parsed.
  init(_ format: GraphRenderer.Format) {
    switch format {
    case .mermaid: self = .mermaid
    case .dot: self = .dot
    case .json: self = .json
    case .svg: self = .svg
    }
  }
}

/// What the pre-pass learns from one file, cached by its content.
package struct FileSummary: Hashable, Codable, Sendable {
  /// The file's contribution to the type index.
  package var index: FileIndex
  /// Router types this file binds to a `NavigationStack(path:)`.
  package var routerTypeNames: [String]
  /// Per type name declared (or extended) here, its methods that mutate `path`.
  package var pathMutatingMethods: [String: [String]]
}

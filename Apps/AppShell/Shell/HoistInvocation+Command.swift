extension HoistInvocation {
  /// The top-level commands of `hoist`: the one list the parser switches over and an unknown
  /// command's message names.
  package enum Command: String, CaseIterable, Hashable, Sendable {
    case run, open, graph, links, state, help
  }

  /// The commands after `hoist links`.
  package enum LinksCommandName: String, CaseIterable, Hashable, Sendable {
    case check, aasa, table
  }

  /// The commands after `hoist state`.
  package enum StateCommandName: String, CaseIterable, Hashable, Sendable {
    case show, export, `import`
  }
}

import NavigationCore

/// What happened on a fake feature's screen: the fake answers with exactly what it carries.
package enum FakeIntent: Hashable, Sendable {
  /// Answers with these commands, data changes (plain strings), delegate requests and message.
  case respond(
    commands: [NavigationCommand] = [], changes: [String] = [], delegates: [FakeDelegate] = [],
    message: String? = nil)
  /// Refuses the input with a reason.
  case reject(String)
  /// Refuses the input with a reason and records data changes all the same.
  case rejectRecording(String, changes: [String])
}

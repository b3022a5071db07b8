/// Runs a mutating call that reports whether it changed its value, outside `#expect`
/// (which cannot capture `inout` values).
///
/// - Parameters:
///   - value: The value to change.
///   - body: The mutating call.
/// - Returns: What the call returned.
func changes<Value>(_ value: inout Value, _ body: (inout Value) -> Bool) -> Bool {
  body(&value)
}

import PackagePlugin

@main
struct NavLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {}
}

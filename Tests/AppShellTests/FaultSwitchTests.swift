import Foundation
import TestSupport
import Testing

/// `HOIST_FAULT_KILL` kills `hoist` at a step of a save for the crash tests; a build without
/// `DEBUG` (`swift build -c release`, what ships) must not have it (issue 24: "test seams must
/// not be reachable in a release build"). The switch's source is compiled alone, with and
/// without `DEBUG` and with warnings as errors (as the package builds it), into a program
/// that asks it to kill at a step.
@Suite struct FaultSwitchTests {
  private static let program = """
    let fault = FaultInjection.from(environment: ["HOIST_FAULT_KILL": "appended"])
    fault.reach(.appended)
    print("alive")

    """

  /// Compiles the switch with `main.swift` and runs it; `nil` when it was killed.
  private func run(defines: [String]) throws -> String? {
    let folder = FileManager.default.temporaryDirectory.path + "/hoist-fault-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(Self.program.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
    let source = BuiltProduct.packageRoot.path + "/Apps/AppShell/Persistence/FaultInjection.swift"
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    compile.arguments =
      ["swiftc", "-swift-version", "6", "-package-name", "hoist", "-Onone", "-warnings-as-errors"]
      + defines.flatMap { ["-D", $0] } + [source, folder + "/main.swift", "-o", folder + "/probe"]
    compile.standardOutput = FileHandle.nullDevice
    try compile.run()
    compile.waitUntilExit()
    try #require(compile.terminationStatus == 0)
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: folder + "/probe")
    let output = Pipe()
    probe.standardOutput = output
    try probe.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    probe.waitUntilExit()
    return probe.terminationReason == .uncaughtSignal ? nil : text
  }

  @Test func aBuildWithoutDebugHasNoKillSwitch() throws {
    #expect(try run(defines: []) == "alive\n")
  }

  @Test func theDebugBuildTheCrashTestsRunHasIt() throws {
    #expect(try run(defines: ["DEBUG"]) == nil)
  }
}

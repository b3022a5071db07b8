import Foundation

/// The machine a run was made on, for the table's header.
enum MachineDescription {
  /// One line: processor model, core count, memory, OS.
  static func current() -> String {
    let info = ProcessInfo.processInfo
    let memory = Double(info.physicalMemory) / 1_073_741_824
    var model = "unknown processor"
    if let cpu = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = cpu.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let name = line.split(separator: ":", maxSplits: 1).last
    {
      model = name.trimmingCharacters(in: .whitespaces)
    }
    return "\(model), \(info.activeProcessorCount) cores, "
      + String(format: "%.0f GiB", memory) + ", \(info.operatingSystemVersionString)"
  }
}

import CradleProject
import Foundation

// Helpers every benchmark shares: output, file discovery, clocks, peers and memory.

/// Prints to stdout and flushes, so progress shows in CI logs.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Every `.swift` file under the given paths, sorted, skipping build and VCS folders.
func swiftFiles(under paths: [String]) -> [String] {
    var result: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("CradleBench: no such path: \(path)\n".utf8))
            continue
        }
        if !isDirectory.boolValue {
            result.append(path)
            continue
        }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if FileWalk.isSkippedFolder(name) {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { result.append((path as NSString).appendingPathComponent(relative)) }
        }
    }
    return result.sorted()
}

/// The monotonic clock in seconds.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Runs `swiftc -frontend -parse` over `files`, `batchSize` files per process (`Int.max`: one
/// process, as a person would run it), and returns the wall time, or nil when swiftc is
/// unavailable or fails.
func timeSwiftcParse(_ files: [String], batchSize: Int = Int.max) -> Double? {
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    var total = 0.0
    var start = 0
    while start < files.count {
        let end = batchSize >= files.count - start ? files.count : start + batchSize
        guard let run = timeRun("/usr/bin/env", [swiftc, "-frontend", "-parse"] + files[start..<end]) else { return nil }
        total += run.seconds
        start = end
    }
    return total
}

/// Runs a shell command line, returning its wall time, or nil when it could not start or failed.
func timeShell(_ command: String) -> Double? {
    guard let run = timeRun("/bin/sh", ["-c", command]), run.status == 0 else { return nil }
    return run.seconds
}

/// Runs `executable` (in `directory` when given), standard output and error to /dev/null; its
/// wall time and exit status. The exit is seen at once through a termination handler:
/// `waitUntilExit` polls a run loop on Linux and notices an exit up to 50 ms late, which made
/// every short run read as 0.05 s.
func timeRun(_ executable: String, _ arguments: [String], in directory: String? = nil) -> (seconds: Double, status: Int32)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    let start = now()
    do { try process.run() } catch { return nil }
    exited.wait()
    return (now() - start, process.terminationStatus)
}

/// Reads the resident set size of this process from /proc (Linux), in MiB; nil elsewhere.
func residentMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let digits = line.filter(\.isNumber)
        return Double(digits).map { $0 / 1024 }
    }
    return nil
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

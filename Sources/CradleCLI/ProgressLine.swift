import CradleAnalysis
import Foundation

/// A progress line on standard error (`checked 1200/5000 files`), redrawn in place; used only when
/// standard error is a terminal, so logs and pipes stay clean.
public final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let language: MessageLanguage
    private var done = 0
    private var lastShown = -1

    public init(total: Int, language: MessageLanguage) {
        self.total = total
        self.language = language
    }

    /// A progress line for `total` files when stderr is a terminal and the run is long enough to
    /// need one; otherwise nil.
    public static func ifInteractive(total: Int, language: MessageLanguage) -> ProgressLine? {
        total >= 200 && isatty(STDERR_FILENO) == 1 ? ProgressLine(total: total, language: language) : nil
    }

    /// Sets how many files are done; redraws at each whole percent.
    public func update(done: Int) {
        lock.lock()
        defer { lock.unlock() }
        self.done = done
        let percent = done * 100 / max(total, 1)
        guard percent != lastShown else { return }
        lastShown = percent
        FileHandle.standardError.write(
            Data(("\r" + CommandLineText.progress.text(in: language, String(done), String(total))).utf8))
    }

    /// Erases the progress line.
    public func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

// This file lies in the app's folder but is not in the XcodeApp target's sources build phase
// (nor in any other), so Xcode does not compile it. It holds no Cradle declarations: whatever a
// loader does with files no target claims, it finds nothing to report here.

/// Notes kept next to the code while experimenting; never built.
enum ScratchPad {
    static let note = "try a second greeting style"
}

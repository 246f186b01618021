import Foundation

/// The `stapel-sim` command: everything it does lives in `Command/`.
@main
struct StapelSim {
    @MainActor
    static func main() {
        mergeFreedBlocksAtOnce()
        LastRun.isEnabled = !LastRun.leakCheckerWatches
        let console = Console.standard()
        let usesColour = isatty(STDOUT_FILENO) != 0 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        var tool = CommandLineTool(console: console)
        if isatty(STDOUT_FILENO) != 0 { tool.lineEditor = LineEditor() }
        tool.executable = Bundle.main.executableURL
        tool.environment = ProcessInfo.processInfo.environment
        let code = tool.run(Array(CommandLine.arguments.dropFirst()), usesColour: usesColour)
        console.flush()
        exit(code.rawValue)
    }

    /// Turns off glibc's fast bins, where freed blocks of up to 128 bytes wait unmerged until
    /// the next large allocation merges them all in one pass. After a pop that frees a tree
    /// of 200,000 nodes, that pass missed the cache on every block; merged as they are freed,
    /// while in the cache, the pop of 32,000 screens took 255 → 170 ms (BENCHMARKS.md,
    /// thirty-sixth session). Other platforms' allocators have no such bins. Found at run time:
    /// Swift's Glibc module leaves out `malloc.h`.
    private static func mergeFreedBlocksAtOnce() {
        #if canImport(Glibc)
            typealias SetOption = @convention(c) (_ option: Int32, _ value: Int32) -> Int32
            let maximumFastBlock: Int32 = 1  // M_MXFAST
            let anyLibrary = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
            guard let symbol = dlsym(anyLibrary, "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: SetOption.self)(maximumFastBlock, 0)
        #endif
    }
}

import Foundation

/// The last file's run, kept until the process ends rather than freed when the file is done:
/// freeing a deep tree is a walk of every node (0.2 s for 32,000 screens), and the process is
/// about to exit, which returns its memory at once. The run of a file before the last is freed
/// when the next one is kept, so a process checking many files holds one run at a time.
///
/// Only the command line keeps runs (``isEnabled``), and not when a leak checker looks at the
/// heap as the process exits (``leakCheckerWatches``); tests that run the tool in their own
/// process free theirs.
@MainActor
enum LastRun {
    /// Whether runs are kept: set by `main` before anything runs.
    static var isEnabled = false

    /// Whether LeakSanitizer (linked into address-sanitized builds) checks the heap at exit: it
    /// reports a tree kept to the end as leaked, since not every reference inside the tree is a
    /// plain pointer it can follow, and its report would replace the program's exit status.
    static var leakCheckerWatches: Bool {
        dlsym(dlopen(nil, RTLD_NOW), "__lsan_do_leak_check") != nil
    }
    private static var kept: AnyObject?

    /// Keeps `run` in place of the run kept before, which is freed now.
    static func keep(_ run: AnyObject) {
        guard isEnabled else { return }
        kept = run
    }
}

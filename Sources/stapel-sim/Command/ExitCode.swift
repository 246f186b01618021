/// The process's exit status, by meaning.
enum ExitCode: Int32, Sendable {
    /// Everything ran and every expectation held.
    case success = 0
    /// An expectation failed, or a step could not be carried out.
    case failure = 1
    /// The input or the arguments cannot be used.
    case unusableInput = 2
}

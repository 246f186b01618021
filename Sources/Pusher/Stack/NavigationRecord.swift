import ViewTree

/// One entry of a ``Stack``'s log: a request that went through ``Stack/perform(_:animation:)`` and what it
/// did.
///
/// ```swift
/// stack.push(view: AnyView(Text("Detail")), id: "detail")
/// stack.log.last?.description   // #1 push AnyView as "detail" → pushed to pusher 1
/// ```
public struct NavigationRecord: CustomStringConvertible {
    /// The request's number among every request the stack was asked, from 1.
    public let sequence: Int
    /// What was asked.
    public let request: NavigationRequest<AnyView>
    /// What it did.
    public let outcome: NavigationOutcome
    /// When, on the stack's clock.
    public let time: Duration

    /// `#3 pop to root → popped pusher 1, removing pusher 2`.
    public var description: String {
        "#\(sequence) \(request) → \(outcome)"
    }
}

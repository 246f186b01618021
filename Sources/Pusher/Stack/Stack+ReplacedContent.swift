import ViewTree

extension Stack {
    /// The pusher of each push, after request `sequence`, that replaced what its pusher held
    /// instead of adding a screen: with Stapel's rule a push goes to the active pusher, so a
    /// pushed screen without a pusher of its own is replaced by the next push. In order; one
    /// entry per push.
    ///
    /// ```swift
    /// // WithStapel { Text("A") }: neither pushed screen has a pusher
    /// stack.push(view: AnyView(Text("B")))
    /// stack.push(view: AnyView(Text("C")))   // replaces B
    /// stack.pushesThatReplacedContent()      // [pusher 1]
    /// ```
    ///
    /// - Complexity: O(records and steps after `sequence`).
    public func pushesThatReplacedContent(since sequence: Int = 0) -> [PusherInfo] {
        records(after: sequence).flatMap { record in
            record.steps.compactMap { step in
                guard case .pushed(let pusher, replaced: true, _) = step.change.outcome else { return nil }
                return pusher
            }
        }
    }
}

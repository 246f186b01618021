/// A composite that the printed tree leaves out: its children are printed in its place.
///
/// For another module's plumbing that would only add noise to the drawing (Pusher's hidden link
/// sits in one, so that a push re-renders only it). Queries and the journal still see the node.
@MainActor
package protocol TreeTransparent: TraitedView {}

/// A composite that moves like a screen: when a pass that runs a transition removes it, it
/// stays mounted until the transition ends, and what appears inside it gets its `didAppear`
/// only then.
///
/// For content shown in place of other content (NavigationStack's containers swap their
/// default and alternative views on one screen), which SwiftUI keeps drawing while the
/// transition runs.
@MainActor
package protocol TransitionUnit: TraitedView {}

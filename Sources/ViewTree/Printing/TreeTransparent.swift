/// A composite that the printed tree leaves out: its children are printed in its place.
///
/// For another module's plumbing that would only add noise to the drawing (Pusher's hidden link
/// sits in one, so that a push re-renders only it). Queries and the journal still see the node.
@MainActor
package protocol TreeTransparent {}

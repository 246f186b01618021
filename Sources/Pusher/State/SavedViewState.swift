import ViewTree

/// The `@State` of the views on every screen of a ``NavigationSnapshot``, as ``Stack/snapshot()``
/// found them: a restore in the same run gives each screen's views their values back, so the
/// restored tree (a counter's count, a text field's text) is the tree that was saved.
///
/// ```swift
/// let saved = stack.snapshot()      // the counter on the pushed screen shows 3
/// stack.popToRoot()
/// stack.restore(saved)              // the screen is back, and its counter shows 3
/// saved.viewState.valueCount        // 1
/// ```
///
/// It is not `Codable` and two are always equal: the navigation state is the snapshot's value,
/// the views' state comes along in memory. Values are copied as they are; a class held in
/// `@State` is shared with the views, as SwiftUI shares it.
public struct SavedViewState: Hashable, @unchecked Sendable {
    // Unchecked: the values were read on the main actor and only a restore, on the main actor,
    // reads them again; a snapshot sent elsewhere carries them untouched.

    /// Each screen's archive, in the order a restore shows the screens: each layer's root
    /// screen, then its pushed screens.
    let screens: [ViewStateArchive?]

    init(screens: [ViewStateArchive?] = []) {
        self.screens = screens
    }

    /// How many `@State` values it holds, over every screen.
    public var valueCount: Int {
        screens.reduce(0) { $0 + ($1?.valueCount ?? 0) }
    }

    /// Whether `other` holds the same value for every `@State` of every screen: a snapshot
    /// equal to the stack's own and holding the same view state needs no restore. A value that
    /// is not `Hashable` is never known to be the same.
    ///
    /// - Complexity: O(saved views).
    package func holdsTheSameValues(as other: SavedViewState) -> Bool {
        screens.count == other.screens.count
            && matches(other, onTheFirst: screens.count) { $0.holdsTheSameValues(as: $1) }
    }

    /// Whether `other` gives the views on the first `count` screens the values they hold in
    /// this (``ViewStateArchive/givesTheSameValues(as:)``), a screen either does not list
    /// counting as one without views' state: whether a restore may keep those screens.
    ///
    /// - Complexity: O(saved views on those screens).
    func givesTheSameValues(as other: SavedViewState, onTheFirst count: Int) -> Bool {
        matches(other, onTheFirst: count) { $0.givesTheSameValues(as: $1) }
    }

    /// Whether the first `count` screens of this and `other` both have no archive or have
    /// archives that `same` says match.
    private func matches(
        _ other: SavedViewState, onTheFirst count: Int, by same: (ViewStateArchive, ViewStateArchive) -> Bool
    ) -> Bool {
        for index in 0..<count {
            let mine = index < screens.count ? screens[index] : nil
            let theirs = index < other.screens.count ? other.screens[index] : nil
            switch (mine, theirs) {
            case (nil, nil): continue
            case (let mine?, let theirs?): if !same(mine, theirs) { return false }
            default: return false
            }
        }
        return true
    }

    /// Always true: the views' state is not part of a snapshot's value.
    public static func == (lhs: SavedViewState, rhs: SavedViewState) -> Bool {
        true
    }

    /// Hashes nothing, as equality compares nothing.
    public func hash(into hasher: inout Hasher) {}
}

import Pusher
import ViewTree

// MARK: - Steps that save and restore

extension ScenarioRunner {
    /// `save "NAME"`: the stack's snapshot (or every tab's) and the bindings, under the name.
    func save(_ name: String) -> String {
        let saved = savedState()
        snapshots[name] = saved
        switch saved.navigation {
        case .tabs(let snapshot):
            return
                "saved \(Quoting.quoted(name)): \(Wording.counted(snapshot.tabs.count, "tab")), \(Quoting.quoted(snapshot.selection)) selected"
        case .stack(let snapshot):
            return
                "saved \(Quoting.quoted(name)): \(Wording.counted(snapshot.layers.count, "layer")), \(Wording.counted(snapshot.screenCount, "screen"))"
        }
    }

    /// `restore "NAME"`: what `save` kept under the name; it answers `expect outcome` next.
    func restore(_ name: String, at location: SourceLocation) -> StepResult {
        guard let restored = snapshots[name].flatMap(restore) else {
            host.flush()
            return ("failed", Diagnostic(.stepFailed("no snapshot named \(Quoting.quoted(name)) was saved"), at: location), nil)
        }
        lastNavigation = MoveOutcome(restored)
        return (restored.description, nil, nil)
    }

    /// The navigation state (with tabs, every tab's) and the bindings, as they are now.
    func savedState() -> SavedState {
        let navigation: SavedState.Navigation = world.tabs.map { .tabs($0.snapshot()) } ?? .stack(stack.snapshot())
        let unshownTabs = world.tabs.map { tabs in tabs.titles.filter { !tabs.stack(for: $0).hasRegisteredPushers } } ?? []
        return SavedState(navigation: navigation, bindings: world.bindings.saved, unshownTabs: unshownTabs)
    }

    /// Puts back what ``savedState()`` returned, and lets the views render it. With tabs, a
    /// tab's refusal answers `expect outcome` first, else the selected tab's restore (`nil`
    /// when the snapshot does not name the selected tab).
    func restore(_ saved: SavedState) -> NavigationOutcome? {
        let restored: NavigationOutcome?
        switch saved.navigation {
        case .stack(let snapshot):
            restored = stack.restore(snapshot)
        case .tabs(let snapshot):
            let outcomes = world.tabs?.restore(snapshot) ?? [:]
            let refused = outcomes.sorted { $0.key < $1.key }.first { $0.value.kind != .restored }
            restored = refused?.value ?? outcomes[snapshot.selection]
        }
        world.bindings.restore(saved.bindings)
        host.flush()
        return restored
    }

    /// ``restore(_:)`` of only the stacks and bindings that differ from `saved`: what `explore`
    /// does to come back to a state deep in its search, which mostly differs in one tab, and
    /// mostly by what that tab shows on top (``Stack/restore(_:over:)`` shows only that).
    /// Whether each restore it made was carried out. Refused at once, changing nothing, when
    /// a tab that had not shown at the save has shown since: no restore hides it again (in
    /// `cards.stapel`, such restores were a tenth of the search, each followed by a launch).
    func restoreDifferences(from saved: SavedState) -> Bool {
        if let tabs = world.tabs, saved.unshownTabs.contains(where: { tabs.stack(for: $0).hasRegisteredPushers }) { return false }
        var restoredAll = true
        func bringBack(_ stack: Stack, to snapshot: NavigationSnapshot) {
            // Snapshots compare their navigation alone: the views' state is compared apart.
            let now = stack.snapshot()
            guard now != snapshot || !now.viewState.holdsTheSameValues(as: snapshot.viewState) else { return }
            if stack.restore(snapshot, over: now).kind != .restored { restoredAll = false }
        }
        switch saved.navigation {
        case .stack(let snapshot):
            bringBack(stack, to: snapshot)
        case .tabs(let snapshot):
            guard let tabs = world.tabs else { return false }
            for title in tabs.titles {
                if let saved = snapshot.tabs[title] { bringBack(tabs.stack(for: title), to: saved) }
            }
            if tabs.selection != snapshot.selection { tabs.select(snapshot.selection) }
        }
        // Equal values set again would still render every view that reads them.
        if world.bindings.saved != saved.bindings { world.bindings.restore(saved.bindings) }
        host.flush()
        return restoredAll
    }

    /// `print snapshot`: the stack's snapshot (or every tab's) as JSON.
    func printedSnapshot() -> String {
        "snapshot\n" + (world.tabs.map { SnapshotJSON.text(of: $0.snapshot()) } ?? SnapshotJSON.text(of: stack.snapshot()))
    }
}

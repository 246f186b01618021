import Pusher
import ViewTree

// MARK: - Steps that save and restore

extension ScenarioRunner {
    /// `save "NAME"`: the stack's snapshot (or every tab's) and the bindings, under the name.
    func save(_ name: String) -> String {
        savedBindings[name] = world.bindings.saved
        if let tabs = world.tabs {
            let snapshot = tabs.snapshot()
            snapshots[name] = .tabs(snapshot)
            return
                "saved \(Quoting.quoted(name)): \(Wording.counted(snapshot.tabs.count, "tab")), \(Quoting.quoted(snapshot.selection)) selected"
        }
        let snapshot = stack.snapshot()
        snapshots[name] = .stack(snapshot)
        return
            "saved \(Quoting.quoted(name)): \(Wording.counted(snapshot.layers.count, "layer")), \(Wording.counted(snapshot.screenCount, "screen"))"
    }

    /// `restore "NAME"`: what `save` kept under the name; it answers `expect outcome` next.
    func restore(_ name: String, at location: SourceLocation) -> StepResult {
        let restored: NavigationOutcome?
        switch snapshots[name] {
        case .stack(let snapshot)?:
            restored = stack.restore(snapshot)
        case .tabs(let snapshot)?:
            let outcomes = world.tabs?.restore(snapshot) ?? [:]
            // A tab's refusal answers `expect outcome` first, else the selected tab's restore.
            let refused = outcomes.sorted { $0.key < $1.key }.first { $0.value.kind != .restored }
            restored = refused?.value ?? outcomes[snapshot.selection]
        case nil:
            restored = nil
        }
        if let bindings = savedBindings[name] { world.bindings.restore(bindings) }
        host.flush()
        guard let restored else {
            return ("failed", Diagnostic(.stepFailed("no snapshot named \(Quoting.quoted(name)) was saved"), at: location), nil)
        }
        lastNavigation = MoveOutcome(restored)
        return (restored.description, nil, nil)
    }

    /// `print snapshot`: the stack's snapshot (or every tab's) as JSON.
    func printedSnapshot() -> String {
        "snapshot\n" + (world.tabs.map { SnapshotJSON.text(of: $0.snapshot()) } ?? SnapshotJSON.text(of: stack.snapshot()))
    }
}

import Testing

@testable import ViewTree

/// A type's entry learns the optional protocols it adopts from ``TraitedView``'s requirements,
/// picked by the compiler, not from casts: these views adopt every combination that matters,
/// and each entry must say what a cast to each protocol says.
@MainActor
@Suite struct ViewTypeInfoTests {
    private struct Plain: View {
        var body: some View { Text("plain") }
    }

    private struct Plumbing: View, TreeTransparent {
        var body: some View { Text("inside") }
    }

    private struct Badge: View, TreeAnnotating {
        var body: some View { Text("3") }
        var treeAnnotations: [TreeAnnotation] { [.attribute("count", .integer(3))] }
    }

    /// Annotating (public) and transparent (the package's): the first is told by the second's
    /// conformance, without a cast.
    private struct AnnotatedPlumbing: View, TreeAnnotating, TreeTransparent {
        var body: some View { Text("inside") }
        var treeAnnotations: [TreeAnnotation] { [.marker("plumbing")] }
    }

    private struct Everything: View, KeyedAnnotating, NodeDiagnosing, NodeLifecycleObserving, KindNaming, TransitionUnit {
        var body: some View { Text("all") }
        var treeAnnotations: [TreeAnnotation] { [] }
        func annotationKey(in _: EnvironmentValues) -> AnnotationKey? { nil }
        func diagnostic(in _: EnvironmentValues) -> String? { nil }
        var kindName: String { "Everything" }
        func nodeDidAppear(in host: any PendingChangesApplying, environment _: EnvironmentValues) {}
        func nodeDidUnmount(environment _: EnvironmentValues) {}
    }

    /// Annotations written marker first, through the default ``KeyedAnnotating/writeAnnotations(forState:in:to:)``.
    private struct Flagged: View, KeyedAnnotating {
        let flag: String
        var body: some View { Text("flagged") }
        var treeAnnotations: [TreeAnnotation] { [.marker(flag), .attribute("flag", .string(flag))] }
        func annotationKey(in _: EnvironmentValues) -> AnnotationKey? { nil }
    }

    private struct Wrapper<Content: View>: View, NodeLifecycleObserving {
        let content: Content
        var body: some View { content }
        func nodeDidAppear(in host: any PendingChangesApplying, environment _: EnvironmentValues) {}
        func nodeDidUnmount(environment _: EnvironmentValues) {}
    }

    /// What casts to each protocol say of `view`: the entry's answer before ``TraitedView``.
    private func traitsByCasting(_ view: any View) -> ViewTraits {
        var traits: ViewTraits = []
        if view is any NodeDiagnosing { traits.insert(.diagnoses) }
        if view is any NodeLifecycleObserving { traits.insert(.observesLifecycle) }
        if view is any TreeAnnotating { traits.insert(.annotates) }
        if view is any KeyedAnnotating { traits.insert(.keysAnnotations) }
        if view is any KindNaming { traits.insert(.namesKind) }
        if view is any TreeTransparent { traits.insert(.transparent) }
        if view is any TransitionUnit { traits.insert(.transitionUnit) }
        return traits
    }

    private func entry<V: View>(of view: V) -> ViewTypeInfo {
        ViewTypeInfo.of(view, type: ObjectIdentifier(V.self)).takeUnretainedValue()
    }

    private func expectSameTraits<V: View>(_ view: V, _ expected: ViewTraits) {
        let info = entry(of: view)
        #expect(info.traits == expected, "\(V.self)")
        #expect(info.traits == traitsByCasting(view), "\(V.self)")
    }

    @Test func keyedAnnotationsReachASinkAttributesFirstAndTellStatesApart() {
        var list = AnnotationList()
        #expect(entry(of: Flagged(flag: "on")).writeStateAnnotations(of: Flagged(flag: "on"), in: EnvironmentValues(), to: &list))
        #expect(list.annotations == [.attribute("flag", .string("on")), .marker("on")])
        var none = AnnotationList()
        #expect(!entry(of: Badge()).writeStateAnnotations(of: Badge(), in: EnvironmentValues(), to: &none))
        #expect(none.annotations.isEmpty)
        // The fingerprint hashes what the sink is given: the state annotations tell states apart.
        let on = ViewHost(Flagged(flag: "on")).stateFingerprint
        #expect(on == ViewHost(Flagged(flag: "on")).stateFingerprint)
        #expect(on != ViewHost(Flagged(flag: "off")).stateFingerprint)
    }

    @Test func eachEntryAdoptsWhatACastFinds() {
        expectSameTraits(Plain(), [])
        expectSameTraits(Text("x"), [])
        expectSameTraits(Plumbing(), [.transparent])
        expectSameTraits(Badge(), [.annotates])
        expectSameTraits(AnnotatedPlumbing(), [.annotates, .transparent])
        expectSameTraits(
            Everything(), [.diagnoses, .observesLifecycle, .annotates, .keysAnnotations, .namesKind, .transitionUnit])
        expectSameTraits(Wrapper(content: Text("x")), [.observesLifecycle])
        expectSameTraits(Tab("A") { Text("a") }, [.transparent])
    }

    @Test func aButtonCarriesItsActionAndTheEntryFindsIt() {
        var tapped = 0
        let button = Button("Tap") { tapped += 1 }
        entry(of: button).buttonAction(of: button)?()
        #expect(tapped == 1)
        #expect(entry(of: Text("x")).buttonAction(of: Text("x")) == nil)
    }

    @Test func anEntryNamesTheTypeWithoutItsGenericArguments() {
        #expect(entry(of: Wrapper(content: Text("x"))).name == "Wrapper")
        #expect(entry(of: Plain()).name == "Plain")
        #expect(entry(of: Everything()).kindName(of: Everything()) == "Everything")
    }
}

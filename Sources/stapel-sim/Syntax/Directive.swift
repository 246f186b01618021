import Pusher
import ViewTree

/// A directive of the scenario language: a line before the steps that sets the navigation
/// profile or one of its axes (`profile navigationstack`, `covered screens unmount`).
///
/// One entry holds both directions: the parser reads a directive's value through ``read``, and
/// the printer writes a profile back as the lines ``written`` gives. ``Grammar/directives`` is
/// the list of their names.
///
/// ```swift
/// var profile = NavigationProfile.stapel
/// try Directive.named["policy"]?.read(&cursor, &profile)   // cursor at "bubble"
/// Directive.named["policy"]?.written(profile)                // ["policy bubble"]
/// ```
struct Directive: Sendable {
    /// Its words before the value: `covered screens`.
    let name: String
    /// Reads the value after the name into a profile.
    let read: @Sendable (inout TokenCursor, inout NavigationProfile) throws(Diagnostic) -> Void
    /// The lines that set a profile's value of this axis: none for `profile`, whose whole effect
    /// the axes' lines restate.
    let written: @Sendable (NavigationProfile) -> [String]

    /// Every directive, in the order messages and the docs list them.
    static let all: [Directive] = [
        Directive(
            name: "profile",
            read: { cursor, profile throws(Diagnostic) in
                profile = NavigationProfile(try cursor.expectPhrase(among: options(ProfileName.self), expected(ProfileName.self, "profile")))
            },
            written: { _ in [] }),
        cases("policy", get: \.policy) { $0.policy = $1 },
        cases("duplicates", get: \.rules.duplicateIDs) { $0.rules.duplicateIDs = $1 },
        cases("replacement", get: \.rules.replacement) { $0.rules.replacement = $1 },
        choice("nesting", [("declared", .declared), ("every screen", .everyScreen)], get: \.rules.nesting) { $0.rules.nesting = $1 },
        cases("covered screens", get: \.rules.coveredScreens) { $0.rules.coveredScreens = $1 },
        cases("containers", get: \.rules.containers) { $0.rules.containers = $1 },
        cases("container lookup", get: \.rules.containerLookup) { $0.rules.containerLookup = $1 },
        choice("default presentation", [("sheet", .sheet), ("cover", .fullScreenCover), ("none", nil)], get: \.defaultPresentation) {
            $0.defaultPresentation = $1
        },
        Directive(
            name: "transitions",
            read: { cursor, profile throws(Diagnostic) in
                // `transitions none`, `transitions 0.2s [EASING]`, `transitions layers 0.5s [EASING]`.
                let layersOnly = cursor.take(word: "layers")
                let transition =
                    cursor.take(word: "none") ? nil : try ScenarioParser.transition(&cursor, after: "\"transitions\"", allowsNone: true)
                if layersOnly {
                    profile.layerTransition = transition
                } else {
                    profile.transition = transition
                }
            },
            written: { profile in
                [
                    "transitions " + (profile.transition.map(ScenarioPrinter.transition) ?? "none"),
                    "transitions layers " + (profile.layerTransition.map(ScenarioPrinter.transition) ?? "none"),
                ]
            }),
        cases("during transitions", get: \.duringTransitions) { $0.duringTransitions = $1 },
        choice("system back", [("yes", true), ("no", false)], get: \.systemBack) { $0.systemBack = $1 },
        cases("errors", get: \.errorHandling) { $0.errorHandling = $1 },
        cases("counts", get: \.counting) { $0.counting = $1 },
    ]

    /// The directives by their first word, which the parser dispatches on.
    static let named: [String: Directive] = Dictionary(uniqueKeysWithValues: all.map { (Grammar.firstWords(of: [$0.name])[0], $0) })

    /// A directive whose value is one of `options`, by name; a name may be several words.
    private static func choice<Value: Equatable & Sendable>(
        _ name: String, _ options: [(name: String, value: Value)], get: @escaping @Sendable (NavigationProfile) -> Value,
        set: @escaping @Sendable (inout NavigationProfile, Value) -> Void
    ) -> Directive {
        let expected = options.map { "\"\($0.name)\"" }.joined(separator: " or ") + " after \"\(name)\""
        return Directive(
            name: name,
            read: { cursor, profile throws(Diagnostic) in set(&profile, try cursor.expectPhrase(among: options, expected)) },
            written: { profile in options.first { $0.value == get(profile) }.map { ["\(name) \($0.name)"] } ?? [] })
    }

    /// A directive whose value is a case of `Value`, by its raw value.
    private static func cases<Value: RawRepresentable<String> & CaseIterable & Equatable & Sendable>(
        _ name: String, get: @escaping @Sendable (NavigationProfile) -> Value, set: @escaping @Sendable (inout NavigationProfile, Value) -> Void
    ) -> Directive {
        choice(name, options(Value.self), get: get, set: set)
    }

    private static func options<Value: RawRepresentable<String> & CaseIterable>(_: Value.Type) -> [(name: String, value: Value)] {
        Value.allCases.map { ($0.rawValue, $0) }
    }

    private static func expected<Value: RawRepresentable<String> & CaseIterable>(_: Value.Type, _ name: String) -> String {
        options(Value.self).map { "\"\($0.name)\"" }.joined(separator: " or ") + " after \"\(name)\""
    }
}

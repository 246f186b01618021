import ViewTree

/// Every axis on which the navigation libraries this package stands in for differ, as one
/// value: give a ``Stack`` a profile and it behaves like that library.
///
/// ```swift
/// let stack = Stack(profile: .swiftUINavigationStack)
/// stack.rules.coveredScreens    // .unmount: only the top view stays mounted
/// stack.transition              // 0.2 s ease-out
/// ```
///
/// A profile is only data: each axis is a setting the stack already has (``NavigationRules``,
/// ``PushPolicy``, the transitions and ``TransitionRule``), so any axis can be changed after
/// the profile is applied.
///
/// | Axis | Stapel | swiftui-navigation-stack | NavigationStack | ScreenNavigatorKit | INNavigation |
/// |---|---|---|---|---|---|
/// | nesting | declared | every screen | declared | every screen | every screen |
/// | duplicate ids | allow | reject | allow | allow | allow |
/// | replacing named content | replace | replace | refuse | replace | replace |
/// | covered screens | keep | unmount | unmount | keep | keep |
/// | containers | screen | screen | in place | screen | screen |
/// | container lookup | innermost | innermost | first match | innermost | innermost |
/// | transition | none | 0.2 s ease-out | 0.35 s ease-out | 0.35 s ease-out | 0.55 s, layers 0.5 s |
/// | during transitions | apply | apply | apply | queue | drop |
/// | default presentation | none | none | none | none | sheet |
/// | system back | yes | no | no | yes | yes |
/// | errors | silent | silent | fatal | silent | silent |
/// | counts | screens | screens | screens | model | screens |
public struct NavigationProfile: Sendable, Hashable {
    /// What a call the library refuses does to the app.
    public enum ErrorHandling: String, Sendable, Hashable, CaseIterable {
        /// The call is refused with an outcome that says why, and the app goes on.
        case silent
        /// The library stops the app where it would (NavigationStack's `fatalError`, unless its
        /// model was made with `silenceErrors: true`).
        case fatal
    }

    /// What a library's own count of screens and modals says while its views catch up.
    public enum Counting: String, Sendable, Hashable, CaseIterable {
        /// What the stack shows now.
        case screens
        /// What the library's model holds (ScreenNavigatorKit's controllers): a call that waits
        /// for a transition counts at once, and a dismissed modal counts until its view has
        /// disappeared.
        case model
    }

    /// Which pusher receives a push that names none.
    public var policy: PushPolicy
    /// Nesting, duplicate ids, replacing named content, covered screens, containers and their
    /// lookup.
    public var rules: NavigationRules
    /// The transition of pushes and pops that name none; `nil` moves screens at once.
    public var transition: Transition?
    /// The transition of presentations and dismissals; `nil` uses ``transition``.
    public var layerTransition: Transition?
    /// What a call made while a transition runs does.
    public var duringTransitions: TransitionRule
    /// The style of a presentation that names none, or `nil` when a presentation must name one.
    public var defaultPresentation: PresentationStyle?
    /// Whether screens have a system back button and gesture, as SwiftUI's navigation views do.
    /// Without one (swiftui-navigation-stack, NavigationStack) only the app's own controls go
    /// back.
    public var systemBack: Bool
    /// What a call the library refuses does: see ``fatalErrorMessage(of:_:)``.
    public var errorHandling: ErrorHandling
    /// What `depth` and the count of modal layers read: see ``Counting``.
    public var counting: Counting

    /// A profile; by default Stapel's, which changes nothing.
    public init(
        policy: PushPolicy = .stapel, rules: NavigationRules = .stapel, transition: Transition? = nil,
        layerTransition: Transition? = nil, duringTransitions: TransitionRule = .apply,
        defaultPresentation: PresentationStyle? = nil, systemBack: Bool = true, errorHandling: ErrorHandling = .silent,
        counting: Counting = .screens
    ) {
        self.policy = policy
        self.rules = rules
        self.transition = transition
        self.layerTransition = layerTransition
        self.duringTransitions = duringTransitions
        self.defaultPresentation = defaultPresentation
        self.systemBack = systemBack
        self.errorHandling = errorHandling
        self.counting = counting
    }

    /// The profile of the library `name`.
    public init(_ name: ProfileName) {
        switch name {
        case .stapel: self = .stapel
        case .swiftUINavigationStack: self = .swiftUINavigationStack
        case .navigationStack: self = .navigationStack
        case .screenNavigatorKit: self = .screenNavigatorKit
        case .inNavigation: self = .inNavigation
        }
    }

    /// Stapel's: pushes nest where a screen declares a pusher, covered screens stay mounted,
    /// no transitions. The default of every stack.
    public static let stapel = NavigationProfile()

    /// swiftui-navigation-stack (matteopuc): `NavigationStackView` shows only its top view, so a
    /// covered screen (the root too) unmounts and is built afresh on pop; a push with an id
    /// already on the stack is ignored; every push and pop runs `easeOut(duration: 0.2)`, and
    /// a call during it retargets the animation.
    /// `NavigationStackView` draws no navigation bar: only `PopView` goes back.
    public static let swiftUINavigationStack = NavigationProfile(
        rules: NavigationRules(duplicateIDs: .reject, nesting: .everyScreen, coveredScreens: .unmount),
        transition: Transition(.milliseconds(200), .easeOut), systemBack: false)

    /// indieSoftware's NavigationStack: each `NavigationStackView` shows its alternative view in
    /// place of its default view, which unmounts; the model finds the first node with an
    /// identifier and refuses to show a view where one already shows ("Replacing showing
    /// navigation view not allowed"). The convenience transitions use SwiftUI's `.easeOut`
    /// (0.35 s). It has no system back, and its model stops the app on a call it refuses
    /// (``ErrorHandling/fatal``, its default).
    public static let navigationStack = NavigationProfile(
        rules: NavigationRules(replacement: .refuse, coveredScreens: .unmount, containers: .inPlace, containerLookup: .firstMatch),
        transition: Transition(.milliseconds(350), .easeOut), systemBack: false, errorHandling: .fatal)

    /// ScreenNavigatorKit: SwiftUI navigation views keep covered screens mounted; a call made
    /// during a transition waits for it to end and then runs, in order. Its controllers count
    /// a waiting push at once, and a modal until its view has disappeared (``Counting/model``).
    public static let screenNavigatorKit = NavigationProfile(
        rules: NavigationRules(nesting: .everyScreen),
        transition: Transition(.milliseconds(350), .easeOut),
        duringTransitions: .queue, counting: .model)

    /// INNavigation's router: SwiftUI's `NavigationStack` keeps covered screens mounted; the
    /// router waits 0.55 s after a push or pop and 0.5 s after a presentation or dismissal and
    /// ignores every call meanwhile; `present(_:type:)` shows a sheet unless told otherwise.
    public static let inNavigation = NavigationProfile(
        rules: NavigationRules(nesting: .everyScreen),
        transition: Transition(.milliseconds(550), .easeOut),
        layerTransition: Transition(.milliseconds(500), .easeOut),
        duringTransitions: .drop,
        defaultPresentation: .sheet)
}

extension NavigationProfile {
    /// The message the library stops the app with when `request` is answered with `outcome`,
    /// under ``ErrorHandling/fatal``; `nil` when the app goes on. These are NavigationStack's
    /// `fatalError`s: showing a view where one already shows, hiding the top view with none
    /// showing, hiding a view with an identifier nothing shows.
    ///
    /// ```swift
    /// let profile = NavigationProfile.navigationStack
    /// profile.fatalErrorMessage(of: NavigationRequest<String>.hide("detail"), .unchanged(.unknownTarget("detail")))
    /// // "No navigation view with identifier 'detail' available on the stack to reset"
    /// ```
    public func fatalErrorMessage<Content>(of request: NavigationRequest<Content>, _ outcome: NavigationOutcome) -> String? {
        guard errorHandling == .fatal else { return nil }
        switch (request, outcome) {
        case (_, .unchanged(.replacementNotAllowed(let name))):
            return "Replacing showing navigation view '\(name)' not allowed"
        case (.pop(.previous), .unchanged(.nothingToPop)):
            return "No top navigation view available on the stack to reset"
        case (.hide(let name), .unchanged(.unknownTarget)), (.hide(let name), .unchanged(.alreadyEmpty)):
            return "No navigation view with identifier '\(name)' available on the stack to reset"
        default:
            return nil
        }
    }
}

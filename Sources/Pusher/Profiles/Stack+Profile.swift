import ViewTree

extension Stack {
    /// A stack that behaves like the library `profile` stands in for.
    ///
    /// ```swift
    /// let stack = Stack(profile: .inNavigation)
    /// stack.present(AnyView(Text("Settings")))   // a sheet, INNavigation's default
    /// ```
    public convenience init(profile: NavigationProfile) {
        self.init()
        self.profile = profile
    }

    /// Every axis at once: reading gives the stack's current settings, setting one applies
    /// each axis of it.
    public var profile: NavigationProfile {
        get {
            NavigationProfile(
                policy: policy, rules: rules, transition: transition, layerTransition: layerTransition,
                duringTransitions: duringTransitions, defaultPresentation: defaultPresentation, systemBack: systemBack, errorHandling: errorHandling,
                counting: counting)
        }
        set {
            policy = newValue.policy
            rules = newValue.rules
            transition = newValue.transition
            layerTransition = newValue.layerTransition
            duringTransitions = newValue.duringTransitions
            defaultPresentation = newValue.defaultPresentation
            systemBack = newValue.systemBack
            errorHandling = newValue.errorHandling
            counting = newValue.counting
        }
    }

    /// Presents `view` as a new top layer in the ``defaultPresentation`` style (a sheet when the
    /// stack has none).
    @discardableResult
    public func present(_ view: AnyView, tag: ScreenID? = nil) -> NavigationOutcome {
        present(defaultPresentation ?? .sheet, view, tag: tag)
    }
}

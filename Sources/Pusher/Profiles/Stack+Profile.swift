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

    /// The message of the first request after request number `request` (see ``requestCount``)
    /// that the library stops the app on, under ``errorHandling`` `.fatal`: see
    /// ``NavigationProfile/fatalErrorMessage(of:_:)``. `nil` when the app goes on.
    ///
    /// ```swift
    /// let before = stack.requestCount
    /// stack.pop()                                    // nothing shown
    /// stack.fatalErrorMessage(since: before)         // "No top navigation view available …"
    /// ```
    public func fatalErrorMessage(since request: Int) -> String? {
        guard errorHandling == .fatal else { return nil }
        let profile = self.profile
        return records(after: request).lazy.compactMap { profile.fatalErrorMessage(of: $0.request, $0.outcome) }.first
    }

    /// Presents `view` as a new top layer in the ``defaultPresentation`` style (a sheet when the
    /// stack has none).
    @discardableResult
    public func present(_ view: AnyView, tag: ScreenID? = nil) -> NavigationOutcome {
        present(defaultPresentation ?? .sheet, view, tag: tag)
    }
}

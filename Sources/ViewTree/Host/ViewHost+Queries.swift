// MARK: - Queries

extension ViewHost {
    /// The strings on screen, in tree order: every visible `Text`, and the titles of visible
    /// buttons and links made from a string.
    ///
    /// - Complexity: O(nodes of the top layer that are not hidden by a layer).
    public var visibleTexts: [String] {
        visibleTexts(includingLabels: true)
    }

    /// The strings on screen, in tree order: every visible `Text`, and unless `includingLabels`
    /// is false, the titles of visible buttons and links made from a string.
    public func visibleTexts(includingLabels: Bool) -> [String] {
        var texts: [String] = []
        walkVisible { node in
            if let text = Self.shownString(of: node, includingLabels: includingLabels) { texts.append(text) }
            return true
        }
        return texts
    }

    /// The string `node` shows: a text's, and unless `includingLabels` is false the title of a
    /// button or link made from a string.
    private static func shownString(of node: ViewNode, includingLabels: Bool) -> String? {
        switch node.payload {
        case .text(let text): text
        case .button(let title): includingLabels ? title : nil
        case .navigationLink(let link): includingLabels ? link.title : nil
        case .composite, .container, .spacer, .navigationView, .screen, .presentation, .tab: nil
        }
    }

    /// The labels of the visible buttons and links made from a string, in tree order: what
    /// ``tap(_:)`` can tap. A label listed twice is ambiguous to tap.
    public var visibleLabels: [String] {
        var labels: [String] = []
        walkVisible { node in
            if let label = node.label { labels.append(label) }
            return true
        }
        return labels
    }

    /// ``visibleTexts`` and ``visibleLabels`` in one walk of the screen, for a caller that
    /// needs both of every state it meets (an explorer).
    ///
    /// ```swift
    /// let (texts, labels) = host.visibleTextsAndLabels()
    /// // texts == host.visibleTexts, labels == host.visibleLabels
    /// ```
    public func visibleTextsAndLabels() -> (texts: [String], labels: [String]) {
        // Room for a screen's usual few at once: an explorer asks this of every state it finds,
        // and growing from empty reallocated each list two or three times.
        var texts: [String] = []
        texts.reserveCapacity(8)
        var labels: [String] = []
        labels.reserveCapacity(8)
        walkVisible { node in
            if let text = Self.shownString(of: node, includingLabels: true) { texts.append(text) }
            if let label = node.label { labels.append(label) }
            return true
        }
        return (texts, labels)
    }

    /// Whether `text` is on screen: a visible `Text` with that string, or (unless
    /// `includingLabels` is false) a visible button or link with that label.
    public func isVisible(_ text: String, includingLabels: Bool = true) -> Bool {
        var found = false
        walkVisible { node in
            found = node.text == text || (includingLabels && node.label == text)
            return !found
        }
        return found
    }

    /// Whether `text` is anywhere in the tree, visible or covered: a `Text` with that string, or
    /// (unless `includingLabels` is false) a button or link with that label.
    ///
    /// - Complexity: O(nodes).
    public func contains(_ text: String, includingLabels: Bool = true) -> Bool {
        firstNodeUnretained { $0.text == text || (includingLabels && $0.label == text) } != nil
    }

    /// The first node, in tree order, whose view was given `.id(id)`.
    ///
    /// - Complexity: O(nodes).
    public func node(withID id: some Hashable) -> ViewNode? {
        let id = AnyHashable(id)
        return firstNodeUnretained { $0.explicitID == id }
    }

    /// The first node, in tree order, that satisfies `predicate`.
    ///
    /// - Complexity: O(nodes).
    public func firstNode(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        firstNode(where: predicate, retainingNodes: true)
    }

    /// ``firstNode(where:)`` for the host's own predicates, which only read the tree.
    func firstNodeUnretained(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        firstNode(where: predicate, retainingNodes: false)
    }

    private func firstNode(where predicate: (ViewNode) -> Bool, retainingNodes: Bool) -> ViewNode? {
        graph.applyPendingChanges()
        var match: ViewNode?
        TreeWalker.walk(from: root, retainingNodes: retainingNodes) { node in
            guard predicate(node) else { return .visitChildren }
            match = node
            return .stop
        }
        return match
    }

    /// Calls `visit` on every visible node of the top layer, in tree order, until it returns false.
    /// `visit` reads the tree and never changes it: the walk holds the nodes unretained (a retain
    /// and a release per node were a quarter of a tap on a large screen).
    func walkVisible(_ visit: (ViewNode) -> Bool) {
        graph.applyPendingChanges()
        guard let top = graph.layers.last else { return }
        // Flags carried down: a node that keeps none shows what its parent shows.
        var pending = graph.visibilitySteps.take()
        defer { graph.visibilitySteps.giveBack(&pending) }
        pending.append(VisibilityWalkStep(node: Unmanaged.passUnretained(top), parentFlags: nil))
        var stopped = false
        while !stopped, let step = pending.popLast() {
            step.node.withInstance { node in
                assert(node.isMounted, "walkVisible reached a node that left the tree: its visitor changed the tree")
                // The walk starts at a layer and jumps to screens, which keep their own.
                let flags = node.isTracked ? node.ownFlags : step.parentFlags ?? node.flags
                // Below a node that is not live, nothing is visible.
                guard flags.isLive else { return }
                if flags.isVisible, !visit(node) {
                    stopped = true
                    return
                }
                // A covered navigation view shows only its top screen: go there directly instead
                // of through every covered screen of its chain (a tap would cost O(depth)).
                if case .navigationView = node.payload, !flags.isVisible, let screen = lowestVisibleScreen(of: node) {
                    pending.append(VisibilityWalkStep(node: Unmanaged.passUnretained(screen), parentFlags: nil))
                    return
                }
                node.withChildren { $0.appendSteps(to: &pending, parentFlags: flags, towardTrackedOnly: false) }
            }
        }
    }

    /// The lowest visible pushed screen of the navigation view `root`: the one whose subtree
    /// holds every visible screen of its chain.
    private func lowestVisibleScreen(of root: ViewNode) -> ViewNode? {
        var lowest: ViewNode?
        // Mounted first: a screen's navigation root is read only while the screen is in the tree.
        for screen in graph.visiblePushedScreens.screens where screen.isMounted && screen.navigationRoot === root {
            if lowest.map({ screen.screenIndex < $0.screenIndex }) ?? true { lowest = screen }
        }
        return lowest
    }
}

// MARK: - Interaction

extension ViewHost {
    /// Taps the one visible button or navigation link labelled `label`, then flushes.
    ///
    /// A button runs its action; a link pushes its destination.
    ///
    /// ```swift
    /// try host.tap("Details")
    /// ```
    ///
    /// - Throws: ``TapError`` when no visible button or link has that label (saying whether one
    ///   is covered), or when several do. Nothing changes then.
    /// - Complexity: finding the control is O(controls with that title × levels up to their
    ///   screen) while every mounted control was made with a title; with one whose label is
    ///   made of views, O(visible nodes). Then what the tap changes.
    public func tap(_ label: String) throws(TapError) {
        let matches = visibleControls(labelled: label)
        guard let target = matches.first else {
            guard contains(label) else { throw .notFound(label: label) }
            throw topAlert == nil ? .notVisible(label: label) : .behindAlert(label: label)
        }
        guard matches.count == 1 else {
            throw .ambiguous(label: label, count: matches.count)
        }
        switch target.payload {
        case .button:
            // A button of an alert dismisses it first: what it does then acts below it.
            if let alert = topAlert {
                alert.isPresented.wrappedValue = false
                flush()
            }
            target.buttonAction?()
        case .navigationLink:
            target.setLinkActive(true)
        case .composite, .text, .container, .spacer, .navigationView, .screen, .presentation, .tab:
            break
        }
        flush()
    }

    /// The visible buttons and links labelled `label`: looked up by title when every mounted
    /// control has one, else found by walking the visible screen (in tree order).
    ///
    /// - Complexity: O(controls titled `label` × levels up to a screen), or O(visible nodes).
    func visibleControls(labelled label: String) -> [ViewNode] {
        graph.applyPendingChanges()
        if graph.controls.isComplete, let candidates = graph.controls.controls(titled: label, limit: 64) {
            // A loop, not `filter`: a closure made on the main actor checks the executor on each call.
            var visible: [ViewNode] = []
            for candidate in candidates where candidate.isVisible && candidate.label == label { visible.append(candidate) }
            return visible
        }
        return visibleControlsByWalking(labelled: label)
    }

    /// ``visibleControls(labelled:)`` by a walk of the visible screen.
    func visibleControlsByWalking(labelled label: String) -> [ViewNode] {
        var matches: [ViewNode] = []
        walkVisible { node in
            if node.label == label { matches.append(node) }
            return true
        }
        return matches
    }

    /// The top layer when it is an alert or a confirmation dialog.
    private var topAlert: PresentationPayload? {
        guard case .presentation(let presentation)? = graph.layers.last?.payload, presentation.style.isAlert else { return nil }
        return presentation
    }

    /// Goes back one step, as a back button or a swipe would: pops the visible pushed screen of
    /// the top layer, or, on the first screen of a sheet or cover, dismisses it. Then flushes.
    ///
    /// - Returns: What happened; ``BackOutcome/nothingToGoBackTo`` on a root screen of the root
    ///   layer, where nothing changes.
    /// - Complexity: O(size of what is removed), independent of the depth of the stack.
    @discardableResult
    public func back() -> BackOutcome {
        graph.applyPendingChanges()
        guard let top = graph.layers.last else { return .nothingToGoBackTo }
        // While a gesture is let go, the screen below it is visible too, and listed last: the
        // gesture's own screen is the one to pop.
        let pushed = graph.finishingGesture?.screen ?? graph.visiblePushedScreens.last { $0.layerRoot === top }
        if let screen = pushed, let link = screen.parent {
            let index = screen.screenIndex
            link.setLinkActive(false)
            flush()
            // A screen leaving in a transition is popped, though mounted until it ends.
            return screen.isMounted && !screen.isLeaving ? .bindingIgnored : .popped(screen: index)
        }
        if case .presentation(let presentation) = top.payload {
            // Only one of its buttons dismisses an alert.
            guard !presentation.style.isAlert else { return .alertShown }
            presentation.isPresented.wrappedValue = false
            flush()
            return top.isMounted && !top.isLeaving ? .bindingIgnored : .dismissed(presentation.style)
        }
        return .nothingToGoBackTo
    }
}

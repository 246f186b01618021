// Which active navigation link of a screen pushes the next screen.

// MARK: - Pushing screens

extension Graph {
    /// Asks to push the destination of an active link. Returns whether the link may mount it:
    /// the first active link of a screen pushes; a link with no navigation view above it, or a
    /// second active link in the same screen, does not (and the journal says why).
    func claimPush(for link: ViewNode) -> Bool {
        guard let screen = link.screenRoot else {
            diagnose("navigation link is active but no NavigationView is above it", at: link)
            return false
        }
        if screen.activeLink === link { return true }
        guard screen.activeLink == nil else {
            contestedLinks.append(link)
            return false
        }
        screen.activeLink = link
        noteLineChange(of: link)
        if screen.mountedPass == pass, gesture == nil {
            // A screen mounted in this pass (set or restored with those above it) is covered at
            // once, while its nodes are in the cache: by the end of the pass the screens above
            // it have mounted, and the walk from `visibilityRoots` would read them again cold.
            // Its nodes still to mount read their parent's flags when they do (`MountStep`).
            refreshVisibility(below: screen)
        } else {
            visibilityRoots.append(screen)
        }
        return true
    }

    /// Renders again, in the next pass of this flush, each link refused in this pass whose
    /// screen the other link has let go since (siblings render in tree order, so the link that
    /// takes the screen may render before the one that leaves it); the others are a mistake the
    /// journal reports.
    func retryContestedLinks() {
        for link in contestedLinks where link.isMounted {
            if link.screenRoot?.activeLink == nil {
                link.invalidate()
            } else {
                diagnose("navigation link is active but another link of its screen already pushes", at: link)
            }
        }
    }

    /// Frees the link's screen after its destination is gone.
    func releasePush(of link: ViewNode) {
        guard let screen = link.screenRoot, screen.activeLink === link else { return }
        screen.activeLink = nil
        // The link prints `pushing` no more; one that is leaving the tree is forgotten with it.
        if link.isMounted { noteLineChange(of: link) }
        visibilityRoots.append(screen)
    }
}

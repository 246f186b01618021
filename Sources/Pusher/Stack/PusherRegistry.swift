import ViewTree

/// The registry logic of ``AnyStack`` without its content: records in registration order, an
/// index by number, and the decision of where a push goes.
///
/// Kept apart from the content so that it is not generic: a generic class called from another
/// module runs unspecialized, and the decision path is the hot path of every push. A struct, so
/// that its many accesses are checked for exclusivity statically instead of one by one at run
/// time. The parts ``AnyStack``'s inlinable methods use are `@usableFromInline`.
@usableFromInline
struct PusherRegistry {
    @usableFromInline
    struct Record {
        @usableFromInline let info: PusherInfo
        @usableFromInline let predicate: PushPredicate?
        /// The screen the pusher sits on, counted from the base layer's root screen (0); a
        /// screen pushed by a pusher on level `n` is level `n + 1`. A layer's records are kept
        /// in non-decreasing level order: a pusher registers when its screen is its layer's top
        /// one.
        @usableFromInline let level: Int
        @usableFromInline var hasContent = false
        @usableFromInline var pushCount = 0
        /// When its content was shown, counted over the whole stack: the order of screens
        /// shown in place (``NavigationRules/Containers/inPlace``).
        @usableFromInline var shownAt = 0
        /// What the screen it shows has beyond Stapel's, if anything: kept in the record, next to
        /// what a walk over the records reads, rather than in a table by number that a stack of
        /// thousands of screens misses the cache in at every look-up.
        @usableFromInline var details: ScreenDetails?

        /// Shows a new screen, the `number`th shown on the stack; one access to the record
        /// instead of one per field.
        @inlinable
        mutating func show(number: Int) {
            hasContent = true
            pushCount += 1
            shownAt = number
        }
    }

    /// What a pusher's screen has beyond Stapel's: its id, and the pusher made for it
    /// (``NavigationRules/Nesting/everyScreen``, or a screen set with
    /// ``AnyStack/setScreens(_:context:)``), which is registered after it.
    @usableFromInline
    struct ScreenDetails {
        var id: ScreenID?
        var pusher: PusherID?
        /// The context it was pushed with, when not empty: snapshots keep it.
        var context: PushContext?
    }

    /// A presented modal layer; its records are those from its root pusher's to the next
    /// layer's root pusher.
    @usableFromInline
    struct Layer {
        let style: PresentationStyle
        let tag: ScreenID?
        /// Never reused, so it also tells a layer presented again from the one before.
        let root: PusherID
    }

    /// Where a push goes. The outcome of an accepted push is built by whoever makes it, from
    /// what it changed, so that ``AnyStack/evaluate(_:id:to:)`` builds none.
    @usableFromInline
    enum Decision {
        /// The pusher at `index` takes the push.
        case accepted(index: Int)
        /// Nothing is pushed, for this reason.
        case refused(UnchangedReason)
    }

    @usableFromInline var policy: PushPolicy
    @usableFromInline var rules: NavigationRules
    @usableFromInline private(set) var records: [Record] = []
    private var indexByID: [PusherID: Int] = [:]
    /// How many records have ``Record/details``: none on Stapel's path, whose pushes then skip
    /// every call about them.
    @usableFromInline private(set) var detailsCount = 0
    /// Presented modal layers, bottom first.
    @usableFromInline private(set) var layers: [Layer] = []
    /// Pusher numbers start at 1, so that printed trees count pushers from 1.
    private var nextID = 1
    /// How many times a pusher was given content.
    @usableFromInline var showCount = 0
    /// Where containers show in place (NavigationStack's model): the pushers given content, in
    /// order. A hidden one stays listed until the next show truncates the list after its
    /// showing chain (see ``showingChainCount(before:)``).
    @usableFromInline private(set) var nodeList: [PusherInfo] = []

    init(policy: PushPolicy, rules: NavigationRules) {
        self.policy = policy
        self.rules = rules
    }

    /// The index of pusher `id`. Pushers registered in a row have consecutive numbers, so the
    /// index is first guessed from the first record's number, which spares a push's pop the
    /// hashing, then from the last's: a restore registers its screens' pushers in a row after
    /// the root's, whose number is older.
    @inlinable @inline(__always)
    func index(of id: PusherID) -> Int? {
        let count = records.count
        if count > 0 {
            let guess = id.rawValue &- records[0].info.id.rawValue
            if guess >= 0, guess < count, records[guess].info.id == id { return guess }
            let fromLast = count &- 1 &- (records[count &- 1].info.id.rawValue &- id.rawValue)
            if fromLast >= 0, fromLast < count, records[fromLast].info.id == id { return fromLast }
        }
        return hashedIndex(of: id)
    }

    /// How many pushers the index by number holds, for ``checkInvariants()``.
    var indexCount: Int { indexByID.count }

    /// ``index(of:)`` when the guess missed.
    @usableFromInline
    func hashedIndex(of id: PusherID) -> Int? {
        indexByID[id]
    }

    /// The index of the top layer's first record: its root pusher (0 with no modal layer).
    @inlinable
    var topLayerStart: Int {
        hasLayers ? layeredTopLayerStart : 0
    }

    /// ``topLayerStart`` when a layer may be presented: the top layer's root pusher's index.
    @usableFromInline
    var layeredTopLayerStart: Int {
        guard let top = layers.last else { return 0 }
        return indexByID[top.root] ?? records.count
    }

    /// Whether a modal layer is presented. Pushes and pops with none, the common case, check
    /// this inline and skip the calls that look layers up.
    @inlinable
    var hasLayers: Bool { !layers.isEmpty }

    /// The pusher named `name` in the top layer (or among the records `layer` bounds) that the
    /// rules' ``NavigationRules/ContainerLookup`` finds: the most recently registered, or the
    /// first.
    ///
    /// - Complexity: O(pushers of the layer).
    @usableFromInline
    func index(named name: String, in layer: Range<Int>? = nil) -> Int? {
        let records = self.records[layer ?? topLayerStart..<records.count]
        switch rules.containerLookup {
        case .innermost: return records.lastIndex { $0.info.name == name }
        case .firstMatch: return records.firstIndex { $0.info.name == name }
        }
    }

    /// The records of the layer that holds the record at `index`: from the layer's root pusher
    /// to the next layer's.
    ///
    /// - Complexity: O(layers).
    @usableFromInline
    func layerBounds(containing index: Int) -> Range<Int> {
        var start = 0
        for layer in layers {
            guard let root = indexByID[layer.root] else { continue }
            if root > index { return start..<root }
            start = root
        }
        return start..<records.count
    }

    /// The records of the layer that screen `key` is on when a modal layer covers it: where a
    /// push from that screen goes. `nil` for a screen of the top layer or one that left, whose
    /// pushes go to the top layer.
    ///
    /// - Complexity: O(layers).
    @usableFromInline
    func coveredLayer(of key: ScreenKey) -> Range<Int>? {
        guard hasLayers, !records.isEmpty else { return nil }
        // The base layer's declared root screen has no pusher of its own showing it.
        guard let index = key == .baseRoot ? 0 : index(of: key.pusher) else { return nil }
        let bounds = layerBounds(containing: index)
        return bounds.upperBound < records.count ? bounds : nil
    }

    /// The indices of the records of the top layer that show a pushed screen, bottom first; in
    /// the order they were shown when pushers show content in place, where siblings on one
    /// screen all show at once and the last shown is the top.
    ///
    /// - Complexity: O(pushers of the top layer); O(p log p) in place.
    func screenIndices() -> [Int] {
        let indices = records.indices[topLayerStart...].filter { records[$0].hasContent }
        guard rules.containers == .inPlace else { return indices }
        return indices.sorted { records[$0].shownAt < records[$1].shownAt }
    }

    /// How many records of the top layer show a pushed screen: the count of
    /// ``screenIndices()``, without making the list.
    ///
    /// - Complexity: O(pushers of the top layer).
    var screenCount: Int {
        var count = 0
        for index in topLayerStart..<records.count where records[index].hasContent { count += 1 }
        return count
    }

    /// The index of the record that shows the top layer's top pushed screen: the last of
    /// ``screenIndices()``, found without making the list.
    ///
    /// - Complexity: O(pushers above the top screen), O(1) after a push or a pop (the pushed
    ///   screen's own pusher, at most, is above it); O(pushers of the top layer) in place.
    @inlinable
    var topScreenIndex: Int? {
        let layer = records.indices[topLayerStart...]
        guard rules.containers == .inPlace else { return layer.last { records[$0].hasContent } }
        // The last of equals, as the stable sort of ``screenIndices()`` puts it.
        return layer.filter { records[$0].hasContent }.max { (records[$0].shownAt, $0) < (records[$1].shownAt, $1) }
    }

    /// The lowest screen of the top layer pushed with `id`.
    func screenIndex(of id: ScreenID) -> Int? {
        records.indices[topLayerStart...].first { records[$0].hasContent && screenID(at: $0) == id }
    }

    /// The id of the screen the record at `index` shows.
    func screenID(at index: Int) -> ScreenID? {
        records[index].details?.id
    }

    /// The context the screen the record at `index` shows was pushed with, when not empty.
    func screenContext(at index: Int) -> PushContext? {
        records[index].details?.context
    }

    /// The pusher made for the screen the record at `index` shows.
    func screenPusher(at index: Int) -> PusherID? {
        records[index].details?.pusher
    }

    /// Makes room for `count` records in all.
    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
    }

    mutating func makeID() -> PusherID {
        defer { nextID += 1 }
        return PusherID(nextID)
    }

    /// The level a pusher registered last without one gets: one above the last registered, as
    /// in Stapel, where each pusher registered after a push sits inside the pushed content.
    var nextLevel: Int {
        (records.last?.level ?? -1) + 1
    }

    /// Inserts a record in registration order, among the records of `layer` when a modal layer
    /// covers it (``coveredLayer(of:)``); returns its index, or `nil` when the number is already
    /// registered (the first registration stays).
    mutating func register(_ id: PusherID, name: String?, predicate: PushPredicate?, level: Int?, in layer: Range<Int>? = nil) -> Int? {
        guard indexByID[id] == nil else { return nil }
        nextID = max(nextID, id.rawValue + 1)
        let layer = layer ?? 0..<records.count
        // A new highest number goes last; re-registering an older one keeps the order sorted.
        var index = layer.upperBound
        if !layer.isEmpty, records[layer.upperBound - 1].info.id > id {
            index = records[layer].firstIndex { $0.info.id > id } ?? index
        }
        // Without a level, nested in the record before; never below it nor above the record
        // after, which would break the order the pops rely on. A layer's root is the first of
        // its records, above every screen below it.
        let below = index > 0 ? records[index - 1].level : -1
        let above = index < layer.upperBound ? records[index].level : Int.max
        let level = min(max(level ?? below + 1, below, 0), above)
        records.insert(Record(info: PusherInfo(id: id, name: name, rule: predicate?.description), predicate: predicate, level: level), at: index)
        if index == records.count - 1 {
            indexByID[id] = index
        } else {
            reindex(from: index)
        }
        return index
    }

    /// Removes a record; returns the index it had.
    mutating func unregister(_ id: PusherID) -> Int? {
        guard let index = indexByID.removeValue(forKey: id) else { return nil }
        if records[index].details != nil { detailsCount -= 1 }
        // A layer without its root pusher is gone, with every layer above it.
        if let position = layers.firstIndex(where: { $0.root == id }) {
            layers.removeSubrange(position...)
        }
        records.remove(at: index)
        reindex(from: index)
        return index
    }

    /// Removes the records in `range`, which ends before the top layer's root: screens of a
    /// covered layer. Returns their numbers.
    ///
    /// - Complexity: O(records after the range's start).
    @usableFromInline
    mutating func removeCoveredRecords(_ range: Range<Int>) -> [PusherID] {
        let removed = records[range].map(\.info.id)
        for id in removed { indexByID[id] = nil }
        if hasScreenDetails { dropDetailsCount(of: range) }
        records.removeSubrange(range)
        reindex(from: range.lowerBound)
        return removed
    }

    /// Removes every record after `index` (all of them for -1), and the layers they rooted;
    /// returns their numbers.
    ///
    /// - Complexity: O(records removed).
    @inlinable @discardableResult
    mutating func removeAll(after index: Int) -> [PusherID] {
        // A push to the top pusher and its pop remove nothing: no call for them.
        if records.count <= index + 1 && !hasLayers { return [] }
        return removeRecords(after: index)
    }

    /// ``removeAll(after:)`` when something may go: the records, then the layers they rooted.
    @usableFromInline
    mutating func removeRecords(after index: Int) -> [PusherID] {
        while let top = layers.last, (indexByID[top.root] ?? index + 1) > index {
            layers.removeLast()
        }
        guard records.count > index + 1 else { return [] }
        let removed = records[(index + 1)...].map(\.info.id)
        for id in removed { indexByID[id] = nil }
        if hasScreenDetails { dropDetailsCount(of: (index + 1)..<records.count) }
        records.removeSubrange((index + 1)...)
        return removed
    }

    /// Marks the record at `index` as showing a new screen with `id`, pushed with `context`.
    @inlinable
    mutating func markShown(at index: Int, screenID: ScreenID?, context: PushContext) {
        showCount += 1
        if rules.containers == .inPlace { enqueueNode(at: index) }
        records[index].show(number: showCount)
        // Stapel's push has neither id nor context, and no screen has details to drop.
        if screenID != nil || !context.isEmpty || hasScreenDetails {
            setScreenDetails(at: index, screenID: screenID, context: context)
        }
    }

    /// NavigationStack's `showView`: the list is cut after its showing chain, and the pusher at
    /// `index` joins it last.
    @usableFromInline
    mutating func enqueueNode(at index: Int) {
        let info = records[index].info
        nodeList.removeSubrange(showingChainCount(before: info.id)...)
        nodeList.append(info)
    }

    /// How many nodes of the list, from the first, show content (the `showing` chain): it ends
    /// at the first that does not, that left the tree, or that is `stop` (a pusher about to show
    /// again does not count as showing).
    func showingChainCount(before stop: PusherID? = nil) -> Int {
        var chain = 0
        while chain < nodeList.count, nodeList[chain].id != stop, let index = index(of: nodeList[chain].id), records[index].hasContent {
            chain += 1
        }
        return chain
    }

    /// The last node of the showing chain: what NavigationStack's `hideTopView` hides, which is
    /// not always the screen shown last (a sibling shown after a hidden one is no longer in the
    /// chain).
    var leafNode: PusherID? {
        let chain = showingChainCount()
        return chain > 0 ? nodeList[chain - 1].id : nil
    }

    /// Marks the record at `index` as showing nothing.
    @inlinable @inline(__always)
    mutating func markEmpty(at index: Int) {
        records[index].hasContent = false
        if hasScreenDetails { setScreenDetails(at: index, screenID: nil, context: [:]) }
    }

    /// Whether any screen has an id, a context or a pusher of its own.
    @inlinable
    var hasScreenDetails: Bool { detailsCount > 0 }

    /// Keeps the id and the context of the screen the record at `index` shows, or drops them.
    @usableFromInline
    mutating func setScreenDetails(at index: Int, screenID: ScreenID?, context: PushContext) {
        let details = screenID != nil || !context.isEmpty ? ScreenDetails(id: screenID, context: context.isEmpty ? nil : context) : nil
        setDetails(details, at: index)
    }

    /// Sets the details of the record at `index`, counting the records that have some.
    private mutating func setDetails(_ details: ScreenDetails?, at index: Int) {
        detailsCount += (details == nil ? 0 : 1) - (records[index].details == nil ? 0 : 1)
        records[index].details = details
    }

    /// Takes the records in `range`, about to be removed, out of ``detailsCount``.
    private mutating func dropDetailsCount(of range: Range<Int>) {
        for index in range where records[index].details != nil { detailsCount -= 1 }
    }

    /// Registers a pusher for the screen the record at `index` shows, on that screen's level,
    /// last in its layer; returns the new record's index.
    @usableFromInline
    mutating func registerScreenPusher(for index: Int) -> Int {
        let id = makeID()
        var details = records[index].details ?? ScreenDetails()
        details.pusher = id
        setDetails(details, at: index)
        let layer = hasLayers ? layerBounds(containing: index) : 0..<records.count
        return register(id, name: nil, predicate: nil, level: records[index].level + 1, in: layer) ?? records.count - 1
    }

    /// Registers the root pusher of a new modal layer on top of the others, on a level above
    /// every screen below it.
    mutating func presentLayer(_ style: PresentationStyle, tag: ScreenID?) -> Layer {
        let root = makeID()
        _ = register(root, name: nil, predicate: nil, level: nextLevel)
        let layer = Layer(style: style, tag: tag, root: root)
        layers.append(layer)
        return layer
    }

    func layerInfo(at position: Int) -> LayerInfo {
        let layer = layers[position]
        return LayerInfo(level: position + 1, style: layer.style, tag: layer.tag, root: layer.root)
    }

    /// Asks the pushers the policy (or the target) names, in order, until one accepts.
    /// `record` hears every answer; without it nothing is allocated on the Stapel path.
    ///
    /// - Complexity: O(1) under the Stapel policy or with a target found by index; O(pushers
    ///   asked) under bubble; O(pushers) to find a target by name.
    ///
    /// Mutating although it changes nothing: called on the stack's stored registry, a
    /// non-mutating call copies the whole struct (retaining each of its tables) first.
    ///
    /// `layer` bounds the pushers asked: a covered layer's, for a push from one of its screens
    /// (``coveredLayer(of:)``); the top layer's by default.
    @inlinable
    mutating func decide(
        _ context: PushContext, target: String?, screenID: ScreenID? = nil, in layer: Range<Int>? = nil,
        record: ((PushExplanation.Candidate) -> Void)? = nil
    ) -> Decision {
        let highest: Int
        let lowest: Int
        if let target {
            guard let index = index(named: target, in: layer) else { return .refused(.unknownTarget(target)) }
            (highest, lowest) = (index, index)
        } else if let layer {
            guard !layer.isEmpty else { return .refused(.noPusher) }
            highest = layer.upperBound - 1
            lowest = policy == .bubble ? layer.lowerBound : highest
        } else {
            let start = topLayerStart
            guard records.count > start else { return .refused(.noPusher) }
            highest = records.count - 1
            lowest = policy == .bubble ? start : highest
        }
        var index = highest
        while index >= lowest {
            let accepts = records[index].predicate?.accepts(context) ?? true
            record?(PushExplanation.Candidate(pusher: records[index].info, accepts: accepts))
            if accepts {
                // Stapel's rules refuse nothing: no call on its path.
                let rulesMayRefuse = rules.replacement == .refuse || (rules.duplicateIDs == .reject && screenID != nil)
                if rulesMayRefuse, let refusal = refusal(at: index, screenID: screenID, in: layer) { return .refused(refusal) }
                return .accepted(index: index)
            }
            index -= 1
        }
        if target == nil && policy == .bubble {
            return .refused(.rejectedByAll(context: context))
        }
        return .refused(.rejected(by: records[lowest].info, context: context))
    }

    /// What a push the pusher at `index` accepted would do, before it is made.
    mutating func outcomeOfPush(at index: Int) -> NavigationOutcome {
        let above = screensAbove(index)
        return .pushed(
            to: records[index].info, replaced: records[index].hasContent,
            popped: (above.sibling.map { [records[$0].info.id] } ?? []) + records[above.above].map(\.info.id))
    }

    /// What showing a new screen from the pusher at `index` pops: the other pusher of its level
    /// that shows a screen (a sibling on the same screen), and the records in `above`, which sit
    /// on the screens above its level up to the end of its layer.
    ///
    /// - Complexity: O(pushers on its level); O(1) in a chain of screens with a pusher each.
    ///
    /// Mutating although it changes nothing, for the reason given at ``decide(_:target:screenID:record:)``.
    @inlinable @inline(__always)
    mutating func screensAbove(_ index: Int) -> (sibling: Int?, above: Range<Int>) {
        let level = records[index].level
        // Stapel's push and pop: the top pusher, alone on its screen.
        if index == records.count - 1, index == 0 || records[index - 1].level < level {
            return (nil, records.count..<records.count)
        }
        let layer = hasLayers ? layerBounds(containing: index) : 0..<records.count
        var sibling: Int?
        // In place, siblings show side by side: none covers the other.
        let popsSibling = rules.containers == .screen
        var before = index - 1
        while before >= layer.lowerBound, records[before].level == level {
            if popsSibling, records[before].hasContent { sibling = before }
            before -= 1
        }
        var after = index + 1
        while after < layer.upperBound, records[after].level <= level {
            if popsSibling, records[after].hasContent { sibling = after }
            after += 1
        }
        return (sibling, after..<layer.upperBound)
    }

    /// Why the rules refuse a push the pusher at `index` accepted, if they do: a named pusher
    /// already showing content, or an id a screen that stays already has.
    @usableFromInline
    func refusal(at index: Int, screenID: ScreenID?, in layer: Range<Int>? = nil) -> UnchangedReason? {
        if rules.replacement == .refuse, records[index].hasContent, let name = records[index].info.name {
            return .replacementNotAllowed(name)
        }
        if rules.duplicateIDs == .reject, let screenID, isShown(screenID, below: index, in: layer) {
            return .duplicateID(screenID)
        }
        return nil
    }

    /// Whether a screen of the top layer (or of `layer`) shown by a pusher before `index` has
    /// `id`.
    func isShown(_ id: ScreenID, below index: Int, in layer: Range<Int>? = nil) -> Bool {
        let start = layer?.lowerBound ?? topLayerStart
        return records.indices[start..<max(index, start)].contains { records[$0].hasContent && screenID(at: $0) == id }
    }

    private mutating func reindex(from start: Int) {
        for index in start..<records.count {
            indexByID[records[index].info.id] = index
        }
    }
}

/// What a printer shows of a node besides its kind and text: attributes (`id: 3`) and markers
/// (`[screen 1, visible]`).
///
/// Both printers take them from here, so text and JSON always agree. Most nodes have none: for
/// them there is no value, found without looking further than the payload, traits and extras.
@MainActor
struct NodeDetails {
    private(set) var attributes: [(key: String, value: TreeAttributeValue)] = []
    private(set) var markers: [String] = []

    /// The node's details, or `nil` when it has none. The common case is decided here, inlined
    /// in the printer, before anything is passed along.
    @inline(__always)
    init?(_ node: ViewNode, layerIndex: (ViewNode) -> Int) {
        switch node.payload {
        case .composite, .text, .button, .container, .spacer:
            guard node.hasExtras || node.traits.contains(.annotates) else { return nil }
        case .navigationView, .navigationLink, .screen, .presentation, .tab:
            break
        }
        self.init(describing: node, layerIndex: layerIndex)
    }

    private init?(describing node: ViewNode, layerIndex: (ViewNode) -> Int) {
        if node.hasExtras {
            if let id = node.explicitID {
                attributes.append(("id", TreeAttributeValue(id.base)))
            }
            if let title = node.title {
                attributes.append(("title", .string(title)))
            }
        }
        switch node.payload {
        case .navigationView, .screen:
            markers = ["screen \(node.screenIndex)", Self.transitionMarker(of: node) ?? (node.isVisible ? "visible" : "covered")]
        case .presentation:
            let index = Self.layerNumber(of: node, layerIndex: layerIndex)
            markers = ["layer \(index)", Self.transitionMarker(of: node) ?? (node.isLive ? "top" : "covered")]
        case .navigationLink where node.isPushing:
            markers = ["pushing"]
        case .tab(let tab):
            markers = [tab.isSelected ? "selected" : "hidden"]
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            break
        }
        if node.traits.contains(.annotates), let annotations = node.typeInfo.annotations(of: node.view, in: node.environment, forState: false) {
            for annotation in annotations {
                switch annotation {
                case .attribute(let key, let value): attributes.append((key, value))
                case .marker(let marker): markers.append(marker)
                }
            }
        }
        if attributes.isEmpty, markers.isEmpty { return nil }
    }

    /// The number a presentation prints after `layer`: the one it kept while it leaves.
    private static func layerNumber(of node: ViewNode, layerIndex: (ViewNode) -> Int) -> Int {
        node.isLeaving ? node.graph.retainedLayerIndex(of: node) ?? 0 : layerIndex(node)
    }

    /// `entering 40%` or `leaving 40%` while a transition moves the node: its progress, rounded
    /// down to a whole percent.
    static func transitionMarker(of node: ViewNode) -> String? {
        guard let (phase, progress) = node.graph.transitionState(of: node) else { return nil }
        return "\(phase) \(Int((progress * 100).rounded(.down)))%"
    }
}

extension NodeDetails {
    /// Feeds what the node's details print into `hasher`, for a state fingerprint, with views'
    /// ``TreeAnnotating/stateAnnotations`` for their annotations: the parts
    /// ``init(_:layerIndex:)`` lists, in the order they print, given as numbers and the strings
    /// at hand rather than as printed strings (`screen 3` interpolated, an array of markers and
    /// one of attributes, every quoted value copied: about 700 instructions a node, for every
    /// node a fingerprint looks at). Two lines that print the same feed the same values; a tag
    /// before each part keeps lines that print differently apart.
    static func hash(_ node: ViewNode, layerIndex: (ViewNode) -> Int, into hasher: inout FingerprintHasher) {
        if node.hasExtras {
            if let id = node.explicitID {
                hasher.combine(word: Part.id)
                hash(TreeAttributeValue(id.base), into: &hasher)
            }
            if let title = node.title {
                hasher.combine(word: Part.title)
                hasher.combine(title)
            }
        }
        // A view that keys its annotations (a pusher) writes them straight into the hasher: a
        // composite has no part of its own to hash between its attributes and its markers.
        if case .composite = node.payload, node.traits.contains(.keysAnnotations) {
            var sink = HashingSink(hasher: hasher)
            if node.typeInfo.writeStateAnnotations(of: node.view, in: node.environment, to: &sink) {
                hasher = sink.hasher
                return
            }
        }
        var annotations: [TreeAnnotation] = []
        if node.traits.contains(.annotates) {
            annotations = node.typeInfo.annotations(of: node.view, in: node.environment, forState: true) ?? []
        }
        // The printer writes every attribute, then every marker.
        for case .attribute(let key, let value) in annotations { hashAttribute(key, value, into: &hasher) }
        switch node.payload {
        case .navigationView, .screen:
            hasher.combine(word: Part.screen)
            hasher.combine(node.screenIndex)
            hashStatus(of: node, isOn: node.isVisible, into: &hasher)
        case .presentation:
            hasher.combine(word: Part.layer)
            hasher.combine(layerNumber(of: node, layerIndex: layerIndex))
            hashStatus(of: node, isOn: node.isLive, into: &hasher)
        case .navigationLink where node.isPushing:
            hasher.combine(word: Part.pushing)
        case .tab(let tab):
            hasher.combine(word: tab.isSelected ? Part.selected : Part.hidden)
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            break
        }
        for case .marker(let marker) in annotations { hashMarker(marker, into: &hasher) }
    }

    /// An annotation's attribute or marker, as the fingerprint hashes it wherever it comes from.
    private nonisolated static func hashAttribute(_ key: String, _ value: TreeAttributeValue, into hasher: inout FingerprintHasher) {
        hasher.combine(word: Part.attribute)
        hasher.combine(key)
        hash(value, into: &hasher)
    }

    private nonisolated static func hashMarker(_ marker: String, into hasher: inout FingerprintHasher) {
        hasher.combine(word: Part.marker)
        hasher.combine(marker)
    }

    /// Hashes annotations as ``hash(_:layerIndex:into:)`` does, as a view writes them.
    private struct HashingSink: TreeAnnotationSink {
        var hasher: FingerprintHasher
        private var sawMarker = false

        init(hasher: FingerprintHasher) {
            self.hasher = hasher
        }

        mutating func attribute(_ key: String, _ value: TreeAttributeValue) {
            assert(!sawMarker, "a view wrote an attribute after a marker")
            NodeDetails.hashAttribute(key, value, into: &hasher)
        }

        mutating func marker(_ marker: String) {
            sawMarker = true
            NodeDetails.hashMarker(marker, into: &hasher)
        }
    }

    /// A screen's or layer's second marker: its transition's progress, or whether it is
    /// visible (`visible` or `top`, else `covered`).
    private static func hashStatus(of node: ViewNode, isOn: Bool, into hasher: inout FingerprintHasher) {
        if let marker = transitionMarker(of: node) {
            hasher.combine(word: Part.moving)
            hasher.combine(marker)
        } else {
            hasher.combine(word: isOn ? Part.on : Part.off)
        }
    }

    /// A value as it prints: quoted, or as its digits or literal text (`3` prints the same
    /// whether it is a number or a literal).
    private nonisolated static func hash(_ value: TreeAttributeValue, into hasher: inout FingerprintHasher) {
        switch value {
        case .string(let string):
            hasher.combine(word: Part.quoted)
            hasher.combine(string)
        case .integer(let integer):
            hasher.combine(word: Part.unquoted)
            hasher.combine(String(integer))
        case .literal(let literal):
            hasher.combine(word: Part.unquoted)
            hasher.combine(literal)
        }
    }

    /// The tags of the parts: arbitrary distinct words.
    private enum Part {
        static let id: UInt64 = 0x6e64_2d69_6400_0001
        static let title: UInt64 = 0x6e64_2d69_6400_0002
        static let attribute: UInt64 = 0x6e64_2d69_6400_0003
        static let marker: UInt64 = 0x6e64_2d69_6400_0004
        static let screen: UInt64 = 0x6e64_2d69_6400_0005
        static let layer: UInt64 = 0x6e64_2d69_6400_0006
        static let pushing: UInt64 = 0x6e64_2d69_6400_0007
        static let selected: UInt64 = 0x6e64_2d69_6400_0008
        static let hidden: UInt64 = 0x6e64_2d69_6400_0009
        static let moving: UInt64 = 0x6e64_2d69_6400_000a
        static let on: UInt64 = 0x6e64_2d69_6400_000b
        static let off: UInt64 = 0x6e64_2d69_6400_000c
        static let quoted: UInt64 = 0x6e64_2d69_6400_000d
        static let unquoted: UInt64 = 0x6e64_2d69_6400_000e
    }
}

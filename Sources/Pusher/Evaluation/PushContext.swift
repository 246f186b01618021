import ViewTree

/// The data a push carries, for pushers' evaluation rules to read: Stapel's context dictionary,
/// as typed data.
///
/// ```swift
/// stack.push(view: AnyView(Text("Pushed")), context: ["expected": "value"])
/// stack.evaluate(["role": "admin", "count": 3])
/// ```
///
/// Prints with sorted keys: `[count: 3, role: "admin"]`; the empty context prints as `[:]`.
public struct PushContext: Sendable, Hashable, Codable {
    /// The values by key.
    public var values: [String: ContextValue]

    /// A context holding `values`.
    @inlinable
    public init(_ values: [String: ContextValue] = [:]) {
        self.values = values
    }

    /// The value for `key`, or `nil` when the context has none.
    public subscript(key: String) -> ContextValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Whether the context has no values.
    public var isEmpty: Bool {
        values.isEmpty
    }

    /// Decodes from a JSON object.
    public init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: ContextValue].self)
    }

    /// Encodes as a JSON object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}

extension PushContext: ExpressibleByDictionaryLiteral {
    @inlinable
    public init(dictionaryLiteral elements: (String, ContextValue)...) {
        // `[:]` is every push's default context: no dictionary to build.
        self.init(elements.isEmpty ? Dictionary() : Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension PushContext: CustomStringConvertible {
    public var description: String {
        values.isEmpty ? "[:]" : "[" + Self.describe(values) + "]"
    }

    /// `key: value` pairs with sorted keys; keys that are not plain words are quoted.
    static func describe(_ values: [String: ContextValue]) -> String {
        values.keys.sorted().map { key in
            "\(PushRule.printedKey(key)): \(values[key]?.description ?? "null")"
        }.joined(separator: ", ")
    }
}

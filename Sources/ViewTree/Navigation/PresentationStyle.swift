/// How a modal layer is presented.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// A sheet (``View/sheet(isPresented:content:)``).
    case sheet
    /// A full-screen cover (``View/fullScreenCover(isPresented:content:)``).
    case fullScreenCover
    /// An alert (``View/alert(_:isPresented:actions:)``): tapping one of its buttons dismisses
    /// it; nothing behind it can be tapped, and back does not dismiss it.
    case alert
    /// A confirmation dialog: as an alert.
    case confirmationDialog

    /// Whether only a tap on one of its buttons dismisses it: alerts and confirmation dialogs.
    public var isAlert: Bool {
        self == .alert || self == .confirmationDialog
    }

    /// `sheet`, `full-screen cover`, `alert`, `confirmation dialog`.
    public var name: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen cover"
        case .alert: "alert"
        case .confirmationDialog: "confirmation dialog"
        }
    }

    /// The kind a layer of this style prints as: `Sheet`, `FullScreenCover`, `Alert`,
    /// `ConfirmationDialog`.
    var kindName: String {
        switch self {
        case .sheet: "Sheet"
        case .fullScreenCover: "FullScreenCover"
        case .alert: "Alert"
        case .confirmationDialog: "ConfirmationDialog"
        }
    }
}

extension PresentationStyle: Codable {}

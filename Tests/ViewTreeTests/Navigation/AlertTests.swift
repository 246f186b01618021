import Testing

@testable import ViewTree

/// Alerts: a layer of buttons, dismissed by tapping one (before its action runs), never by back;
/// nothing behind it can be tapped.
@MainActor
@Suite struct AlertTests {
    struct Editor: View {
        @State var confirming = false
        @State var log: [String] = []

        var body: some View {
            Text("Log: \(log.joined(separator: ","))")
            Button("Delete") { confirming = true }
                .alert("Delete the note?", isPresented: $confirming) {
                    Button("Confirm") { log.append(confirming ? "confirmed while shown" : "confirmed") }
                    Button("Cancel") {}
                }
        }
    }

    @Test func aButtonDismissesTheAlertThenActs() throws {
        let host = ViewHost(Editor())
        try host.tap("Delete")
        #expect(host.visibleTexts == ["Delete the note?", "Confirm", "Cancel"])
        #expect(host.render().contains("Alert [layer 1, top]"))
        try host.tap("Confirm")
        #expect(host.visibleTexts.first == "Log: confirmed", "the alert was gone when the action ran")
    }

    @Test func nothingBehindAnAlertCanBeTappedAndBackDoesNotDismissIt() throws {
        let host = ViewHost(Editor())
        try host.tap("Delete")
        #expect(throws: TapError.behindAlert(label: "Delete")) { try host.tap("Delete") }
        #expect(TapError.behindAlert(label: "Delete").description == #"button or link "Delete" is behind an alert: tap one of the alert's buttons"#)
        #expect(host.back() == .alertShown)
        #expect(host.isVisible("Delete the note?"))
        try host.tap("Cancel")
        #expect(!host.contains("Delete the note?"))
        #expect(throws: TapError.notFound(label: "Cancel")) { try host.tap("Cancel") }
    }
}

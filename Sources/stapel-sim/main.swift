import ViewTree

struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("Count: \(count)")
        Button("Add") { count += 1 }
    }
}

struct Home: View {
    @State private var showsSheet = false
    var body: some View {
        NavigationView {
            Text("Home").navigationTitle("Home")
            Counter().id("counter")
            NavigationLink("Details") {
                VStack {
                    Text("Details")
                    NavigationLink("More") { Text("More") }
                }
            }
            Button("Settings") { showsSheet = true }
                .sheet(isPresented: $showsSheet) { Text("Settings") }
        }
    }
}

MainActor.assumeIsolated {
    let host = ViewHost(Home())
    print(host.render())
    try? host.tap("Add")
    try? host.tap("Details")
    print(host.render())
    try? host.tap("More")
    print(host.render(RenderOptions(drawing: .ascii)))
    print(host.visibleTexts)
    print(host.back(), host.back(), host.back())
    try? host.tap("Settings")
    print(host.render())
    print(host.visibleTexts)
    print(host.back())
    print(host.journal.map(\.description).joined(separator: "\n"))
    print(host.renderJSON())
}

import ViewTree
import Pusher

MainActor.assumeIsolated {
    let stack = Stack()
    let host = ViewHost(
        WithStapel {
            Text("Root View")
            StackNavigationLink(label: { Text("Push another view") }) {
                WithPusher {
                    Text("Second view")
                    StackNavigationLink(label: { Text("Push yet another view") }) {
                        WithPusher(rule: .key("expected") == "value") {
                            Text("Third view")
                            Button("Push falsy") { stack.push(view: AnyView(Text("No-op"))) }
                            Button("Push truthy") { stack.push(view: AnyView(Text("Pushed with evaluation")), context: ["expected": "value"]) }
                        }
                    }
                }
            }
        }
        .environmentObject(stack)
    )
    print(host.render())
    try! host.tap("Push another view")
    try! host.tap("Push yet another view")
    print(stack.explain())
    try! host.tap("Push falsy")
    print(stack.lastPushOutcome!)
    try! host.tap("Push truthy")
    print(stack.lastPushOutcome!)
    print(host.render())
    print(stack.pushers)
    print(host.back(), host.back(), host.back(), host.back())
    print(stack.pushers)
    print(host.render())
}

// swift-tools-version: 6.2
import PackageDescription

// Three targets, one direction of dependency: ViewTree <- Pusher <- stapel-sim.
// No package dependencies: only the toolchain's own modules (the user's explicit choice).
let package = Package(
    name: "stapel-sim",
    // Observation needs macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1; ViewHost's isolated
    // deinit needs the runtime's swift_task_deinitOnExecutor, which the toolchain's
    // _Concurrency interface makes available from macOS 15.4, iOS 18.4, tvOS 18.4,
    // watchOS 11.4 and visionOS 2.4. Linux and Windows take no minimum.
    platforms: [.macOS("15.4"), .iOS("18.4"), .tvOS("18.4"), .watchOS("11.4"), .visionOS("2.4")],
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Pusher", targets: ["Pusher"]),
        .executable(name: "stapel-sim", targets: ["stapel-sim"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "Pusher", dependencies: ["ViewTree"]),
        .executableTarget(name: "stapel-sim", dependencies: ["ViewTree", "Pusher"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(name: "PusherTests", dependencies: ["Pusher", "ViewTree"]),
        .testTarget(name: "StapelSimTests", dependencies: ["stapel-sim", "Pusher", "ViewTree"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)

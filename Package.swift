// swift-tools-version: 6.2
import PackageDescription

// Three targets, one direction of dependency: ViewTree <- Pusher <- stapel-sim.
// No package dependencies: only the toolchain's own modules (the user's explicit choice).
let package = Package(
    name: "stapel-sim",
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

/// The libraries a ``NavigationProfile`` stands in for, named as a scenario's `profile`
/// directive names them.
///
/// ```swift
/// ProfileName(rawValue: "innavigation")   // .inNavigation
/// Stack(profile: NavigationProfile(.inNavigation))
/// ```
public enum ProfileName: String, Sendable, Hashable, Codable, CaseIterable {
    /// Stapel (the default).
    case stapel
    /// swiftui-navigation-stack by matteopuc.
    case swiftUINavigationStack = "swiftui-navigation-stack"
    /// NavigationStack by indieSoftware.
    case navigationStack = "navigationstack"
    /// ScreenNavigatorKit.
    case screenNavigatorKit = "screennavigatorkit"
    /// INNavigation by indieSoftware.
    case inNavigation = "innavigation"
}

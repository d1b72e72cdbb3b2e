/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen,
         overCurrentContext, popover
    case none = -1
    case automatic = -2
}

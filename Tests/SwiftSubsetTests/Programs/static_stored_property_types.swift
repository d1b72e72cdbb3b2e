// A value assigned to a static stored property takes the property's declared or obvious
// type, as an instance property's does.
struct Layout {
    static var scale: Double = 1
    static var gap = 0.5
    static var margin = (top: 1.5, left: 2)
    static var sizes: [Double] = []
    static func reset() {
        scale = 2
        gap = 1
    }
}
Layout.scale = 3
Layout.gap = 4
Layout.margin.top = 2
Layout.margin.left = 5
Layout.sizes.append(7)
print(Layout.scale, Layout.gap, Layout.margin, Layout.sizes)
print(Layout.scale / 2, Layout.gap / 8)
Layout.reset()
print(Layout.scale, Layout.gap)
Layout.scale += 1
print(Layout.scale)

final class Counter {
    static var total: Double = 0
    static var label: String? = nil
}
Counter.total = 10
Counter.label = "hits"
print(Counter.total, Counter.label as Any)

// Which overload Swift calls when generic functions stand beside functions taking a
// protocol, `Any`, or generic functions with stronger constraints.
protocol Vehicle { var wheels: Int { get } }
struct Bike: Vehicle, Equatable, CustomStringConvertible {
    let wheels = 2
    var description: String { "bike" }
}
struct Cart: Hashable { let id: Int }

func inspect<T>(_ value: T) -> String { "any value" }
func inspect(_ vehicle: Vehicle) -> String { "a vehicle on \(vehicle.wheels) wheels" }
print(inspect(Bike()))
print(inspect(7))

func label<T: Vehicle>(_ v: T) -> String { "generic vehicle" }
func label(_ v: Vehicle) -> String { "existential vehicle" }
print(label(Bike()))

func render<T>(_ items: [T]) -> String { "list of \(items.count)" }
func render(_ item: CustomStringConvertible) -> String { "text \(item)" }
print(render([1, 2, 3]))
print(render(3.5))

func route<T>(_ x: T) -> String { "T" }
func route(_ x: Any) -> String { "Any" }
func route(_ x: Vehicle) -> String { "Vehicle" }
print(route(Bike()), route("road"), route(4))

func park<T>(_ x: T, slot: Int) -> String { "generic in \(slot)" }
func park(_ x: Vehicle, slot: Int) -> String { "vehicle in \(slot)" }
print(park(Bike(), slot: 3), park(Cart(id: 1), slot: 4))

func grade<T>(_ x: T) -> String { "plain" }
func grade<T: CustomStringConvertible>(_ x: T) -> String { "describable" }
print(grade(1), grade([1, 2]), grade(Bike()), grade(Cart(id: 2)))

func rank<T: Equatable>(_ x: T) -> String { "equatable" }
func rank<T: Hashable>(_ x: T) -> String { "hashable" }
func rank<T: Comparable>(_ x: T) -> String { "comparable" }
print(rank(Bike()), rank(Cart(id: 3)), rank(false))

func pack<T>(_ items: [T]) -> String { "array of \(items.count)" }
func pack(_ thing: Any) -> String { "one thing" }
print(pack([1, 2]), pack(1), pack(["a"]))

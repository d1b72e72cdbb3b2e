class Engine {
    var horsepower = 120
}

struct Car: Equatable {
    var model: String
    var engine: Engine?
}

print(Car(model: "Mini", engine: nil) == Car(model: "Mini", engine: nil))

struct TemperatureReading {
    var measurement: Int
}

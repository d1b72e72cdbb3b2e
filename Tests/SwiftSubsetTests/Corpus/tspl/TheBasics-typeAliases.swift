typealias AudioSample = UInt16
var maxAmplitudeFound = AudioSample.min

// Reduced (a framework outside UIKit's view-controller system): the few Core Location names
// the app uses. Not part of the original app; stands in for Core Location. The manager never
// hears from the user about its permission prompt and finds no beacon, so it never calls its
// delegate: the app's screen stays as the storyboard and viewDidLoad made it.
import UIKit

enum CLAuthorizationStatus {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

enum CLProximity {
    case unknown, immediate, near, far
}

class CLBeaconRegion {
    let proximityUUID: UUID
    let major: Int
    let minor: Int
    let identifier: String

    init(proximityUUID: UUID, major: Int, minor: Int, identifier: String) {
        self.proximityUUID = proximityUUID
        self.major = major
        self.minor = minor
        self.identifier = identifier
    }
}

class CLBeacon {
    var proximity = CLProximity.unknown
}

protocol CLLocationManagerDelegate: AnyObject {}

class CLLocationManager {
    weak var delegate: CLLocationManagerDelegate?

    func requestAlwaysAuthorization() {}
    func startMonitoring(for region: CLBeaconRegion) {}
    func startRangingBeacons(in region: CLBeaconRegion) {}

    // Core Location takes any region class (`AnyClass`); the app passes CLBeaconRegion.self.
    static func isMonitoringAvailable(for regionClass: CLBeaconRegion.Type) -> Bool { false }
    static func isRangingAvailable() -> Bool { false }
}

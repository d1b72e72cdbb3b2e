// Reduced (a framework outside UIKit's view-controller system): the few UserNotifications names
// the app uses. Not part of the original app; stands in for UserNotifications. The center keeps
// what it is given and shows nothing: the user never answers its permission prompt (the
// completion handler is not called) and no notification is delivered, so its delegate is never
// called. Option sets are written as arrays of their options, as the app writes them.
import UIKit

enum UNAuthorizationOptions {
    case badge, sound, alert, carPlay, criticalAlert, providesAppNotificationSettings, provisional
}

enum UNNotificationActionOptions {
    case authenticationRequired, destructive, foreground
}

let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

class UNNotificationSound {
    static let `default` = UNNotificationSound()
}

class UNMutableNotificationContent {
    var title = ""
    var body = ""
    var categoryIdentifier = ""
    var userInfo: [String: Any] = [:]
    var sound: UNNotificationSound?
}

class UNCalendarNotificationTrigger {
    let dateComponents: DateComponents
    let repeats: Bool

    init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        self.repeats = repeats
    }
}

class UNNotificationRequest {
    let identifier: String
    let content: UNMutableNotificationContent
    let trigger: UNCalendarNotificationTrigger?

    init(identifier: String, content: UNMutableNotificationContent, trigger: UNCalendarNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

class UNNotificationAction {
    let identifier: String
    let title: String

    init(identifier: String, title: String, options: UNNotificationActionOptions) {
        self.identifier = identifier
        self.title = title
    }
}

class UNNotificationCategory {
    let identifier: String
    let actions: [UNNotificationAction]

    init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String]) {
        self.identifier = identifier
        self.actions = actions
    }
}

class UNNotification {
    let request: UNNotificationRequest
    init(request: UNNotificationRequest) { self.request = request }
}

class UNNotificationResponse {
    let notification: UNNotification
    let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

protocol UNUserNotificationCenterDelegate: AnyObject {}

class UNUserNotificationCenter {
    private static let shared = UNUserNotificationCenter()
    weak var delegate: UNUserNotificationCenterDelegate?
    private var pending: [UNNotificationRequest] = []
    private var categories: [UNNotificationCategory] = []

    static func current() -> UNUserNotificationCenter { shared }

    func requestAuthorization(options: [UNAuthorizationOptions], completionHandler: @escaping (Bool, Error?) -> Void) {}
    func removeAllPendingNotificationRequests() { pending = [] }
    func add(_ request: UNNotificationRequest) { pending.append(request) }
    func setNotificationCategories(_ categories: [UNNotificationCategory]) { self.categories = categories }
}

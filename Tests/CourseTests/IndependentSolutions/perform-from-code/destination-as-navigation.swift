// verdict: fail
// why: mistake: casts the destination to UINavigationController (habit from modal segues); the
// why: destination is the CityViewController, so the cast fails and the name stays empty.
import UIKit

class CityViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        print("City: \(name)")
    }
}

class CitiesViewController: UITableViewController {
    let cities = ["Lisbon", "Tokyo", "Nairobi"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showCity", sender: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let navigation = segue.destination as? UINavigationController,
           let city = navigation.topViewController as? CityViewController,
           let indexPath = sender as? IndexPath {
            city.name = cities[indexPath.row]
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}

import SwiftSubset
import UIKitSim

/// The native stand-in for a script object that is not a view controller (`class TipSource:
/// NSObject, UIPageViewControllerDataSource`) when UIKit keeps it as a data source or delegate:
/// UIKitSim's calls become calls of the script's methods.
///
/// The script object owns its proxy (as its host object); the proxy holds the script weakly,
/// so a data source nobody else keeps goes away, as UIKit's weak `dataSource` would let it.
final class ScriptProxy {
    private weak var scriptObject: AnyObject?
    let bridge: BridgeState
    let valueOf: (AnyObject?) -> Value

    init(script: AnyObject, bridge: BridgeState, valueOf: @escaping (AnyObject?) -> Value) {
        self.scriptObject = script
        self.bridge = bridge
        self.valueOf = valueOf
    }

    /// The script object, while it is alive: `UIKitHost.value(_:)` gives scripts this object
    /// back rather than its stand-in.
    var script: AnyObject? { scriptObject }

    /// The script's method `name`, if it has one.
    func call(_ name: String, _ args: [Value]) -> Value? {
        bridge.callScript(scriptObject, name, args)
    }
}

extension ScriptProxy: UICollectionViewDataSource, UICollectionViewDelegate {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        call("numberOfSections(in:)", [valueOf(collectionView)]).flatMap(UIKitHost.integer) ?? 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        call("collectionView(_:numberOfItemsInSection:)", [valueOf(collectionView), .int(section)]).flatMap(UIKitHost.integer) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        call("collectionView(_:cellForItemAt:)", [valueOf(collectionView), valueOf(IndexPathBox(indexPath))])
            .flatMap { NativeValues.handedToUIKit($0) as? UICollectionViewCell } ?? UICollectionViewCell(reuseIdentifier: nil)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        _ = call("collectionView(_:didSelectItemAt:)", [valueOf(collectionView), valueOf(IndexPathBox(indexPath))])
    }
}

extension ScriptProxy: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        call("pageViewController(_:viewControllerBefore:)", [valueOf(pageViewController), valueOf(viewController)])
            .flatMap { NativeValues.handedToUIKit($0) as? UIViewController }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        call("pageViewController(_:viewControllerAfter:)", [valueOf(pageViewController), valueOf(viewController)])
            .flatMap { NativeValues.handedToUIKit($0) as? UIViewController }
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        _ = call("pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
                 [valueOf(pageViewController), .bool(finished), .array(previousViewControllers.map { valueOf($0) }), .bool(completed)])
    }
}

extension ScriptProxy: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        call("numberOfSections(in:)", [valueOf(tableView)]).flatMap(UIKitHost.integer) ?? 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        call("tableView(_:numberOfRowsInSection:)", [valueOf(tableView), .int(section)]).flatMap(UIKitHost.integer) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        call("tableView(_:cellForRowAt:)", [valueOf(tableView), valueOf(IndexPathBox(indexPath))])
            .flatMap { NativeValues.handedToUIKit($0) as? UITableViewCell } ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        _ = call("tableView(_:didSelectRowAt:)", [valueOf(tableView), valueOf(IndexPathBox(indexPath))])
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        _ = call("tableView(_:accessoryButtonTappedForRowWith:)", [valueOf(tableView), valueOf(IndexPathBox(indexPath))])
    }
}

extension ScriptProxy: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard case .bool(let answer)? = call("tabBarController(_:shouldSelect:)", [valueOf(tabBarController), valueOf(viewController)])
        else { return true }
        return answer
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        _ = call("tabBarController(_:didSelect:)", [valueOf(tabBarController), valueOf(viewController)])
    }
}

extension ScriptProxy: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool) {
        _ = call("navigationController(_:willShow:animated:)", [valueOf(navigationController), valueOf(viewController), .bool(animated)])
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        _ = call("navigationController(_:didShow:animated:)", [valueOf(navigationController), valueOf(viewController), .bool(animated)])
    }
}

extension ScriptProxy: UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        let args = [valueOf(splitViewController), valueOf(secondaryViewController), valueOf(primaryViewController)]
        guard case .bool(let answer)? = call("splitViewController(_:collapseSecondary:onto:)", args) else { return false }
        return answer
    }
}

extension UIKitHost {
    /// `NSObject`, the class scripts subclass for data sources and delegates.
    func addNSObject() {
        let host = self
        ui.nsObject.describe = { _ in "<NSObject>" }
        ui.nsObject.defineInit("init()") { _, script throws(Interrupt) -> AnyObject in
            ScriptProxy(script: script, bridge: host.bridge, valueOf: { host.value($0) })
        }
    }

    /// The native object UIKitSim should keep as a data source or delegate of kind `P` for a
    /// script value: the script object's own native object when it adopts `P` (a scripted page
    /// controller), else a proxy (made once per script object).
    func forwardingObject<P>(_ value: Value, as kind: P.Type) -> P? {
        guard case .object(let instance) = value.unwrapped else { return Self.native(value) as? P }
        if let native = instance.hostObject, let adopted = native as? P { return adopted }
        if let proxy = instance.hostObject as? ScriptProxy { return proxy as? P }
        let proxy = ui.proxy(for: instance) {
            ScriptProxy(script: instance, bridge: bridge, valueOf: { [self] in self.value($0) })
        }
        // A plain script class owns its proxy, so UIKit's weak reference lets go with it.
        if instance.hostObject == nil { instance.hostObject = proxy }
        return proxy as? P
    }
}

extension UIClasses {
    /// The proxy for a script object whose host object is something else (a script view
    /// controller acting as a tab bar delegate); kept for the run.
    func proxy(for instance: Instance, make: () -> ScriptProxy) -> ScriptProxy {
        let key = ObjectIdentifier(instance)
        if let made = proxies[key] { return made }
        let made = make()
        if instance.hostObject != nil { proxies[key] = made }
        return made
    }
}

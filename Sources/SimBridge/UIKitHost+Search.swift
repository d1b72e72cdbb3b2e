import SwiftSubset
import UIKitSim

/// `UISearchController` as a record, and what a navigation item shows besides its title and
/// buttons (`titleView`, `prompt`, `subtitle`, `largeSubtitleView`, `searchController`,
/// `hidesSearchBarWhenScrolling`, `searchBarPlacementBarButtonItem`). No simulated action
/// activates search, so the results updater is stored (weakly) and never called.
extension UIKitHost {
    func addSearch() {
        let bridge = bridge
        let host = self
        let search = ui.searchController
        search.describe = { "\($0)" }
        search.defineInit("init(searchResultsController:)") { args, _ throws(Interrupt) -> AnyObject in
            let results = args.first.flatMap(Self.native) as? UIViewController
            return bridge.within { UISearchController(searchResultsController: results) }
        }
        search.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            bridge.within { UISearchController(searchResultsController: nil) }
        }
        search.properties["searchResultsController"] = objectProperty(UISearchController.self) { $0.searchResultsController }
        search.properties["searchBar"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value((object as? UISearchController)?.searchBar)
        })
        search.properties["searchResultsUpdater"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let updater = (object as? UISearchController)?.searchResultsUpdater else { return .optional(nil) }
                if let instance = updater as? Instance { return .optional(.object(instance)) }
                return .optional(host.value(updater).optionalPayload)
            },
            set: { object, value throws(Interrupt) in
                (object as? UISearchController)?.searchResultsUpdater = Self.scriptTarget(value) ?? Self.native(value)
            })
        search.properties["isActive"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? UISearchController)?.isActive ?? false) },
            set: { _, value throws(Interrupt) in
                if case .bool(true) = value.unwrapped {
                    throw .unsupported("activating search (isActive = true) is not supported yet: UIKitSim does not present a search controller")
                }
            })
        search.properties["obscuresBackgroundDuringPresentation"] = boolProperty(
            UISearchController.self, get: { $0.obscuresBackgroundDuringPresentation }, set: { $0.obscuresBackgroundDuringPresentation = $1 })
        search.properties["hidesNavigationBarDuringPresentation"] = boolProperty(
            UISearchController.self, get: { $0.hidesNavigationBarDuringPresentation }, set: { $0.hidesNavigationBarDuringPresentation = $1 })
        let searchBar = ui.searchBar
        searchBar.describe = { "\($0)" }
        searchBar.properties["text"] = textProperty(UISearchBar.self, { $0.text }, { $0.text = $1 })
        searchBar.properties["placeholder"] = textProperty(UISearchBar.self, { $0.placeholder }, { $0.placeholder = $1 })
        addNavigationItemTexts()
    }

    private func addNavigationItemTexts() {
        let host = self
        let item = ui.navigationItem
        item.properties["prompt"] = textProperty(UINavigationItem.self, { $0.prompt }, { $0.prompt = $1 })
        item.properties["subtitle"] = textProperty(UINavigationItem.self, { $0.subtitle }, { $0.subtitle = $1 })
        item.properties["titleView"] = settableObjectProperty(UINavigationItem.self, UIView.self,
                                                              get: { $0.titleView }, set: { $0.titleView = $1 })
        item.properties["largeSubtitleView"] = settableObjectProperty(UINavigationItem.self, UIView.self,
                                                                      get: { $0.largeSubtitleView }, set: { $0.largeSubtitleView = $1 })
        item.properties["searchController"] = settableObjectProperty(UINavigationItem.self, UISearchController.self,
                                                                     get: { $0.searchController }, set: { $0.searchController = $1 })
        item.properties["hidesSearchBarWhenScrolling"] = boolProperty(UINavigationItem.self, get: { $0.hidesSearchBarWhenScrolling },
                                                                      set: { $0.hidesSearchBarWhenScrolling = $1 })
        item.properties["searchBarPlacementBarButtonItem"] = HostProperty(get: { object throws(Interrupt) -> Value in
            host.value(host.bridge.within { (object as? UINavigationItem)?.searchBarPlacementBarButtonItem })
        })
        ui.segmentedControl.properties["isMomentary"] = boolProperty(UISegmentedControl.self, get: { $0.isMomentary },
                                                                     set: { $0.isMomentary = $1 })
    }

    /// Menus, search and the protocols real apps adopt for them.
    func addMenusAndSearch(to module: inout HostModule) {
        addMenus()
        addSearch()
        module.protocols["UISearchResultsUpdating"] = ["updateSearchResults(for:)"]
        // Deprecated since iOS 8.3 and never called by UIKit for anything UIKitSim shows;
        // classes still list it (Apple's NavBar sample), so it is declared with its methods.
        module.protocols["UIActionSheetDelegate"] = [
            "actionSheet(_:clickedButtonAt:)", "actionSheetCancel(_:)", "willPresent(_:)", "didPresent(_:)",
            "actionSheet(_:willDismissWithButtonIndex:)", "actionSheet(_:didDismissWithButtonIndex:)",
        ]
    }
}

import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "A controller's view" (the default loadView takes the view from the
/// storyboard scene) and "Storyboards and segues" (embed segues).
@Suite struct SceneViewLoadingTests {
    @Test func theDefaultLoadViewBuildsTheSceneView() throws {
        try withFixtureStoryboards { simulation in
            let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "NoteDetail")
            #expect(!detail.isViewLoaded)
            let view = try #require(detail.view)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            let label = try #require(view.subviews.first as? UILabel)
            #expect(label.text == "Body")
            let button = try #require(view.subviews.dropFirst().first as? UIButton)
            #expect(button.currentTitle == "Edit")
            #expect(button.frame == CGRect(x: 160, y: 160, width: 73, height: 35))
        }
    }

    @Test func anEmbedSegueMakesAChildBeforeViewDidLoad() throws {
        // Embed: "make the destination a child and call prepare"; containment order from
        // "Containment" (willMove, view added, didMove). Prepare runs while the parent's view
        // is being loaded, before its viewDidLoad (docs/decisions.md, Storyboards).
        let (trace, prepared, childOK) = withFixtureStoryboards { simulation in
            let detail = UIStoryboard(name: "Main", bundle: nil)
                .instantiateViewController(withIdentifier: "NoteDetail") as! NoteViewController
            detail.loadViewIfNeeded()
            let child = detail.children.first
            let container = detail.view.subviews[2]
            let ok = child is SummaryViewController && child?.parent === detail
                && child?.view.superview === container && child?.view.frame == container.bounds
            return (simulation.lines, detail.prepared, ok)
        }
        #expect(childOK)
        #expect(prepared.count == 1)
        #expect(prepared.first?.segue.identifier == "embedSummary")
        #expect(prepared.first?.destinationViewLoaded == false)
        #expect(trace == [
            "NoteViewController.loadView",
            "NoteViewController.prepare(for:sender:) embedSummary",
            "SummaryViewController.willMove(toParent:) NoteViewController",
            "SummaryViewController.loadView",
            "SummaryViewController.viewDidLoad",
            "SummaryViewController.didMove(toParent:) NoteViewController",
            "NoteViewController.viewDidLoad",
        ])
    }
}

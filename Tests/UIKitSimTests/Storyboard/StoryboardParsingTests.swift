import Testing
@testable import UIKitSim

/// Reading the fixtures: every expected value below is read off the fixture's XML by eye.
@Suite struct StoryboardParsingTests {
    let main: StoryboardDocument
    let containers: StoryboardDocument

    init() throws {
        main = try StoryboardDocument.parse(xml: StoryboardFixtures.main, fileName: "Main.storyboard")
        containers = try StoryboardDocument.parse(xml: StoryboardFixtures.containers, fileName: "Mail.storyboard")
    }

    @Test func readsTheEntryPointAndEveryScene() {
        #expect(main.initialViewControllerID == "Nv1-aa-001")
        #expect(main.initialController?.kind == .navigationController)
        #expect(main.scenes.map(\.controller.id) == ["Nv1-aa-001", "Lst-aa-001", "Det-aa-001", "Edt-aa-001", "Sum-aa-001"])
    }

    @Test func aFileWithoutEntryPointHasNoInitialController() {
        #expect(containers.initialViewControllerID == nil)
        #expect(containers.initialController == nil)
    }

    @Test func readsControllerAttributesAndKeyedItems() throws {
        let list = try #require(main.controller(withStoryboardIdentifier: "NotesList"))
        #expect(list.id == "Lst-aa-001")
        #expect(list.kind == .tableViewController)
        #expect(list.customClass == "NotesViewController")
        #expect(list.title == "Notes")
        #expect(list.navigationItemTitle == "All Notes")
        let second = try #require(containers.controller(withID: "Snd-bb-001"))
        #expect(second.tabBarItemTitle == "Settings")
        #expect(containers.controller(withID: "Fst-bb-001")?.tabBarItemTitle == "Inbox")
        #expect(containers.controller(withID: "Pge-bb-001")?.kind == .pageViewController)
        #expect(containers.controller(withID: "Spl-bb-001")?.kind == .splitViewController)
        #expect(containers.controller(withID: "Tab-bb-001")?.kind == .tabBarController)
    }

    @Test func readsAStoryboardReference() {
        #expect(containers.controller(withID: "Ref-bb-001")?.kind
            == .reference(storyboardName: "Accounts", referencedIdentifier: "AccountList"))
    }

    @Test func readsRelationshipsInOrder() throws {
        let tabs = try #require(containers.controller(withID: "Tab-bb-001"))
        #expect(tabs.relationships.map(\.kind) == [.viewControllers, .viewControllers])
        #expect(tabs.relationships.map(\.destinationID) == ["Fst-bb-001", "Snd-bb-001"])
        let split = try #require(containers.controller(withID: "Spl-bb-001"))
        #expect(split.relationships.map(\.kind) == [.masterViewController, .detailViewController])
        let nav = try #require(main.initialController)
        #expect(nav.relationships.map(\.kind) == [.rootViewController])
        #expect(nav.relationships.first?.destinationID == "Lst-aa-001")
    }

    @Test func readsTheViewTreeWithButtonsLabelsAndContainers() throws {
        let detail = try #require(main.controller(withID: "Det-aa-001"))
        let view = try #require(detail.view)
        #expect(view.kind == .plain)
        #expect(view.subviews.map(\.kind) == [.label(text: "Body"), .button(title: "Edit"), .containerView])
        let done = try #require(main.controller(withID: "Edt-aa-001")?.view?.view(withID: "Btn-aa-004"))
        #expect(done.kind == .button(title: "Done"))
    }

    @Test func readsPrototypeAndStaticCells() throws {
        let table = try #require(main.controller(withID: "Lst-aa-001")?.view)
        #expect(table.kind == .tableView)
        #expect(table.subviews.map(\.kind) == [.tableViewCell(reuseIdentifier: "NoteCell", text: "Title")])
        let settings = try #require(containers.controller(withID: "Snd-bb-001")?.view)
        #expect(settings.subviews.map(\.kind) == [.tableViewCell(reuseIdentifier: nil, text: "Accounts")])
    }

    @Test func placesSeguesOnControllerControlOrCell() throws {
        let list = try #require(main.controller(withID: "Lst-aa-001"))
        let showNote = try #require(list.segue(withIdentifier: "showNote"))
        #expect(showNote.trigger == .cell(viewID: "Cel-aa-001"))
        #expect(showNote.kind == .show)
        #expect(showNote.destinationID == "Det-aa-001")
        let detail = try #require(main.controller(withID: "Det-aa-001"))
        #expect(detail.segue(withIdentifier: "editNote")?.trigger == .control(viewID: "Btn-aa-003"))
        #expect(detail.segue(withIdentifier: "embedSummary")?.kind == .embed)
        #expect(detail.segue(withIdentifier: "embedSummary")?.trigger == .control(viewID: "Cnt-aa-003"))
        #expect(detail.segue(withIdentifier: "showEditorManually")?.trigger == .controller)
        #expect(detail.segue(withIdentifier: "noSuchSegue") == nil)
    }

    @Test func readsUnwindSeguesAndExits() throws {
        let editor = try #require(main.controller(withID: "Edt-aa-001"))
        #expect(editor.segue(withIdentifier: "doneEditing")?.kind == .unwind(action: "unwindToNotes:"))
        #expect(editor.segue(withIdentifier: "cancelEditing")?.trigger == .controller)
        #expect(main.isExit("Ext-aa-004"))
        #expect(!main.isExit("Edt-aa-001"))
    }

    @Test func readsEveryOtherSegueKind() throws {
        let menu = try #require(containers.controller(withID: "Mnu-bb-001"))
        #expect(menu.segue(withIdentifier: "fade")?.kind == .custom(className: "FadeSegue"))
        #expect(menu.segue(withIdentifier: "legacyPush")?.kind == .push)
        #expect(menu.segue(withIdentifier: "legacyModal")?.kind
            == .modal(ModalPresentationOptions(presentationStyle: nil, transitionStyle: "flipHorizontal")))
        #expect(menu.segue(withIdentifier: "popover")?.kind == .popoverPresentation)
        #expect(menu.segue(withIdentifier: "detail")?.kind == .showDetail)
        #expect(menu.segue(withIdentifier: "sheet")?.kind == .presentation(ModalPresentationOptions(
            presentationStyle: "formSheet", transitionStyle: "crossDissolve", animates: false)))
        #expect(main.controller(withID: "Det-aa-001")?.segue(withIdentifier: "editNote")?.kind
            == .presentation(ModalPresentationOptions(presentationStyle: "fullScreen")))
    }

    @Test func relationshipsAreNotFoundByIdentifier() throws {
        let nav = try #require(main.initialController)
        #expect(nav.segues.count == 1)
        #expect(nav.segues[0].identifier == nil)
    }
}

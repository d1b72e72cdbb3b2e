import Testing
@testable import Course

/// `never-calls`, `reads-property` and `assigns-member` on short programs, each written both ways.
struct SourceRuleUseTests {
    func passes(_ rule: SourceRule, _ code: String) -> Bool {
        SourceRuleEvaluator.evaluate(rule, in: LearnerSource(code)).passed
    }

    @Test func neverCallsFindsTheCallWhateverItsReceiver() {
        let rule = SourceRule.neverCalls(methods: ["pushViewController", "show"])
        #expect(passes(rule, "nav.setViewControllers([a, b, c], animated: false)"))
        #expect(passes(rule, "nav.viewControllers = [a, b]\nlet pushViewController = 1"))
        #expect(!passes(rule, "nav.pushViewController(b, animated: false)"))
        #expect(!passes(rule, "navigationController?.pushViewController(b, animated: true)"))
        #expect(!passes(rule, "class A: UIViewController { func go() { show(B(), sender: nil) } }"))
        let judged = SourceRuleEvaluator.evaluate(rule, in: LearnerSource("let n = 1\nnav.pushViewController(b, animated: false)\n"))
        #expect(judged.found == .code(line: 2, text: "nav.pushViewController(b, animated: false)"))
    }

    let flag = SourceRule.readsProperty(className: "List", property: "shown")

    @Test(arguments: [
        "class List { var shown = false\n func f() { guard !shown else { return }; shown = true } }",
        "class List { var shown = false\n func f() { if self.shown { return }\n self.shown = true } }",
        "class List { var shown = false }\nextension List { func f() { if shown == false { shown = true } } }",
        "class List { var shown = false\n func f() { shown.toggle() } }",
        "class List { var shown = false\n func f() { shown = shown || true } }",
    ])
    func aReadOfTheFlagPasses(code: String) {
        #expect(passes(flag, code))
    }

    @Test(arguments: [
        "class List { var shown = false\n func f() { shown = true } }",
        "class List { var shown = false\n func f() { self.shown = true } }",
        "class List { var shown = false }\nclass Other { var shown = false\n func f() { if shown {} } }",
        "class List { var other = false\n func f() { if other {} } }",
    ])
    func onlyAssigningItOrReadingAnotherFails(code: String) {
        #expect(!passes(flag, code))
    }

    @Test func assignsMemberWantsAnAssignmentNotARead() {
        let rule = SourceRule.assignsMember(name: "frame")
        #expect(passes(rule, "child.view.frame = view.bounds"))
        #expect(passes(rule, "func f(v: UIView) { v.frame = CGRect(x: 0, y: 0, width: 1, height: 1) }"))
        #expect(!passes(rule, "print(child.view.frame)"))
        #expect(!passes(rule, "let frame = view.bounds\nchild.view.bounds = frame"))
        #expect(SourceRuleEvaluator.evaluate(rule, in: LearnerSource("let a = 1")).found == .noAssignment(member: "frame"))
    }
}

import Pusher
import ViewTree

extension ScenarioPrinter {
    /// Writes the lines of elements, actions, steps and expectations, each form in the words
    /// ``ScenarioParser`` reads it with.
    struct BlockWriter {
        /// An element's line, and what goes under it.
        private struct Written {
            var header: String
            var block: [Element] = []
            /// The block of the `else` after an `if`, when it has one.
            var otherwise: [Element]?
        }

        /// An action's words, and the block its last destination takes (empty when it takes none).
        private struct WrittenAction {
            var text: String
            var block: [Element] = []
        }

        /// What stands for an action no scenario line writes (a restore request, a push from a
        /// screen key): the comment makes the line fail to parse, so a round trip shows it.
        private static let unwritable = WrittenAction(text: "# an action with no scenario words")

        private enum Work {
            case element(Element, indent: Int)
            case line(String)
        }

        /// `header` and the elements of its block.
        func write(header: String, block: [Element], indent: Int, into lines: inout [String]) {
            lines.append(Self.pad(indent) + header)
            write(block, indent: indent + 2, into: &lines)
        }

        /// `header` followed by a destination: `-> ELEMENT` on the line, or the block.
        func write(header: String, destination: [Element], indent: Int, into lines: inout [String]) {
            let (suffix, block) = self.destination(destination)
            write(header: header + suffix, block: block, indent: indent, into: &lines)
        }

        /// `header` followed by an action (`on "NAME" -> …`).
        func write(header: String, action: Action, indent: Int, into lines: inout [String]) {
            let written = actions(action) ?? Self.unwritable
            write(header: header + written.text, block: written.block, indent: indent, into: &lines)
        }

        /// Elements at `indent`, and their blocks below them, without recursion.
        func write(_ elements: [Element], indent: Int, into lines: inout [String]) {
            var pending: [Work] = elements.reversed().map { .element($0, indent: indent) }
            while let work = pending.popLast() {
                switch work {
                case .line(let text):
                    lines.append(text)
                case .element(let element, let indent):
                    let written = self.element(element)
                    lines.append(Self.pad(indent) + written.header)
                    var next: [Work] = written.block.map { .element($0, indent: indent + 2) }
                    if let otherwise = written.otherwise {
                        next.append(.line(Self.pad(indent) + "else"))
                        next += otherwise.map { .element($0, indent: indent + 2) }
                    }
                    pending += next.reversed()
                }
            }
        }

        /// A step at the top level.
        func write(step: Step.Kind, into lines: inout [String]) {
            switch step {
            case .tap(let label): lines.append("tap " + string(label))
            case .action(let action): write(header: "", action: action, indent: 0, into: &lines)
            case .evaluate(let context): lines.append("evaluate" + with(context))
            case .explain(let context): lines.append("explain" + with(context))
            case .wait(let time): lines.append("wait " + duration(time))
            case .settle: lines.append("settle")
            case .print: lines.append("print")
            case .printSnapshot: lines.append("print snapshot")
            case .save(let name): lines.append("save " + string(name))
            case .restore(let name): lines.append("restore " + string(name))
            case .selectTab(let title): lines.append("select tab " + string(title))
            case .event(let name): lines.append("event " + string(name))
            case .expect(let expectation): write(expectation: expectation, after: "expect ", indent: 0, into: &lines)
            }
        }

        /// An expectation after `expect ` or `invariant `; a tree's drawing goes under it.
        func write(expectation: Expectation, after lead: String, indent: Int, into lines: inout [String]) {
            var negations = ""
            var expectation = expectation
            while case .not(let negated, _) = expectation {
                negations += "not "
                expectation = negated
            }
            lines.append(Self.pad(indent) + lead + negations + Self.words(of: expectation))
            if case .tree(let drawing) = expectation, !drawing.isEmpty {
                for line in drawing.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    lines.append(Self.pad(indent + 2) + line)
                }
            }
        }

        // MARK: Elements

        private func element(_ element: Element, condition: BindingCondition? = nil) -> Written {
            let when = condition.map { " when " + Self.condition($0) } ?? ""
            switch element.kind {
            case .text(let text): return Written(header: "text " + string(text))
            case .counter(let label): return Written(header: "counter " + string(label))
            case .leaveGuard(let condition): return Written(header: "guard when " + rule(condition))
            case .reference(let name, let parameters): return Written(header: name + with(parameters))
            case .button(let label, let action):
                let written = actions(action) ?? Self.unwritable
                return Written(header: "button " + string(label) + when + " -> " + written.text, block: written.block)
            case .link(let label, let context, let id, let destination, let isListRow):
                let (suffix, block) = self.destination(destination)
                let header = (isListRow ? "listlink " : "link ") + string(label) + when + with(context) + `as`(id) + suffix
                return Written(header: header, block: block)
            case .hiddenLink(let condition, let context, let id, let destination):
                let (suffix, block) = self.destination(destination)
                return Written(header: "link when " + Self.condition(condition) + with(context) + `as`(id) + suffix, block: block)
            case .triggered(let condition, let element):
                return self.element(element, condition: condition)
            case .pusher(let isRoot, let name, let rule, let content):
                let header = (isRoot ? "stapel" : "pusher") + (name.map { " " + string($0) } ?? "") + (rule.map { " when " + self.rule($0) } ?? "")
                return Written(header: header, block: content)
            case .container(let kind, let content): return Written(header: Self.word(of: kind), block: content)
            case .tabs(let content): return Written(header: "tabs", block: content)
            case .tab(let title, let content): return Written(header: "tab " + string(title), block: content)
            case .conditional(let rule, let then, let otherwise):
                return Written(header: "if " + self.rule(rule), block: then, otherwise: otherwise.isEmpty ? nil : otherwise)
            case .repeated(let key, let values, let content):
                return Written(header: "for " + self.key(key) + " in " + value(.array(values)), block: content)
            case .onAppear(let delay, let action):
                let written = actions(action) ?? Self.unwritable
                let after = delay.map { " after " + duration($0) } ?? ""
                return Written(header: "on appear" + after + " -> " + written.text, block: written.block)
            case .stack(let name, let content): return Written(header: "stack" + (name.map { " " + string($0) } ?? ""), block: content)
            }
        }

        /// The element on one line, with nothing under it, or `nil` when it needs a block or
        /// more than `budget` elements chained after `->`. `allowsParameters` is false where
        /// `with` after a view name would be read as a push's context. A triggered element's
        /// `condition` goes after its label.
        private func inline(
            _ element: Element, budget: Int = inlineBudget, allowsParameters: Bool = true, condition: BindingCondition? = nil
        ) -> String? {
            guard budget > 0 else { return nil }
            let when = condition.map { " when " + Self.condition($0) } ?? ""
            switch element.kind {
            case .text, .counter, .leaveGuard: return self.element(element).header
            case .reference(_, let parameters): return allowsParameters || parameters.isEmpty ? self.element(element).header : nil
            case .button(let label, let action):
                guard let written = actions(action, budget: budget - 1), written.block.isEmpty else { return nil }
                return "button " + string(label) + when + " -> " + written.text
            case .onAppear(let delay, let action):
                guard let written = actions(action, budget: budget - 1), written.block.isEmpty else { return nil }
                return "on appear" + (delay.map { " after " + duration($0) } ?? "") + " -> " + written.text
            case .link(let label, let context, let id, let destination, let isListRow):
                guard destination.count == 1, let target = inline(destination[0], budget: budget - 1) else { return nil }
                return (isListRow ? "listlink " : "link ") + string(label) + when + with(context) + `as`(id) + " -> " + target
            case .hiddenLink(let condition, let context, let id, let destination):
                guard destination.count == 1, let target = inline(destination[0], budget: budget - 1) else { return nil }
                return "link when " + Self.condition(condition) + with(context) + `as`(id) + " -> " + target
            case .triggered(let condition, let inner):
                return inline(inner, budget: budget, allowsParameters: allowsParameters, condition: condition)
            case .pusher, .container, .tabs, .tab, .conditional, .repeated, .stack:
                return nil
            }
        }

        /// A link's or a route's destination: ` -> ELEMENT` when it is one short element,
        /// else nothing on the line and the elements as the block.
        private func destination(_ elements: [Element]) -> (suffix: String, block: [Element]) {
            if elements.count == 1, let text = inline(elements[0]) { return (" -> " + text, []) }
            return ("", elements)
        }

        // MARK: Actions

        /// `ACTION then ACTION …`: all but the last on the line; the last may take a block.
        /// `nil` when an action has no words (a restore, a request no scenario writes).
        private func actions(_ action: Action, budget: Int = inlineBudget) -> WrittenAction? {
            guard case .sequence(let actions) = action else { return self.action(action, last: true, budget: budget) }
            var texts: [String] = []
            var block: [Element] = []
            for (index, action) in actions.enumerated() {
                let isLast = index == actions.count - 1
                guard let written = self.action(action, last: isLast, budget: budget) else { return nil }
                texts.append(written.text)
                block = written.block
            }
            return WrittenAction(text: texts.joined(separator: " then "), block: block)
        }

        /// One action. Only the `last` of a line may put its destination in the block.
        private func action(_ action: Action, last: Bool, budget: Int) -> WrittenAction? {
            switch action {
            case .navigate(let request, let pace): return navigation(request, pace: pace, last: last, budget: budget)
            case .back(let animation, let force): return WrittenAction(text: "back" + (force ? " force" : "") + Self.animation(animation))
            case .backGesture(.progress(let progress)):
                return WrittenAction(text: "back gesture " + ContextValue.number(progress * 100).description + "%")
            case .backGesture(.cancel): return WrittenAction(text: "back gesture cancel")
            case .backGesture(.finish): return WrittenAction(text: "back gesture finish")
            case .set(let context): return WrittenAction(text: "set " + self.context(context))
            case .selectTab(let title): return WrittenAction(text: "select tab " + string(title))
            case .sequence: return actions(action, budget: budget)
            }
        }

        private func navigation(_ request: NavigationRequest<[Element]>, pace: Pace, last: Bool, budget: Int) -> WrittenAction? {
            let paced = (pace.oneByOne ? " one by one" : "") + Self.animation(pace.animation)
            /// `word DEST trailing`: the destination on the line when it fits, else in the block.
            func withDestination(_ word: String, _ view: [Element], trailing: String, allowsParameters: Bool) -> WrittenAction? {
                if view.count == 1, trailing.isEmpty || !last,
                    let text = inline(view[0], budget: budget, allowsParameters: allowsParameters)
                {
                    return WrittenAction(text: word + " " + text + trailing)
                }
                guard last, !view.isEmpty else { return nil }
                return WrittenAction(text: word + trailing, block: view)
            }
            func screens(_ screens: [NavigationRequest<[Element]>.Screen]) -> String? {
                var texts: [String] = []
                for screen in screens {
                    guard screen.view.count == 1, let text = inline(screen.view[0], budget: budget, allowsParameters: false) else { return nil }
                    texts.append(text + `as`(screen.id))
                }
                return texts.joined(separator: ", ")
            }
            switch request {
            case .push(let view, let id, let context, let target, nil):
                let trailing = with(context) + `as`(id) + (target.map { " to " + string($0) } ?? "") + paced
                return withDestination("push", view, trailing: trailing, allowsParameters: false)
            case .pushScreens(let list, let context, let target):
                guard let listed = screens(list) else { return nil }
                return WrittenAction(text: "push " + listed + with(context) + (target.map { " to " + string($0) } ?? "") + " as one" + paced)
            case .setScreens(let list, let context):
                guard let listed = screens(list) else { return nil }
                return WrittenAction(text: "set screens " + listed + with(context) + paced)
            case .replaceRoot(let screen):
                return withDestination("replace root", screen.view, trailing: `as`(screen.id) + paced, allowsParameters: true)
            case .present(let style, let view, let tag) where style == .alert || style == .confirmationDialog:
                guard last, case .text(let title)? = view.first?.kind, view.count > 1 else { return nil }
                let word = style == .alert ? "alert " : "dialog "
                return WrittenAction(text: word + string(title) + `as`(tag) + paced, block: Array(view.dropFirst()))
            case .present(let style, let view, let tag):
                let word = style == .sheet ? "present sheet" : "present cover"
                return withDestination(word, view, trailing: `as`(tag) + paced, allowsParameters: true)
            case .pop(let target):
                guard let words = Self.words(of: target) else { return nil }
                return WrittenAction(text: "pop" + words + paced)
            case .popWithResult(let result): return WrittenAction(text: "pop with result " + value(result) + paced)
            case .dismiss(let target):
                guard let words = Self.words(of: target) else { return nil }
                return WrittenAction(text: "dismiss" + words + paced)
            case .hide(let name): return WrittenAction(text: "hide " + string(name) + paced)
            case .remove(let id): return WrittenAction(text: "remove " + self.id(id) + paced)
            case .open(let url): return WrittenAction(text: "open " + string(url) + paced)
            case .push, .restore: return nil
            }
        }

        // MARK: Words

        private static func pad(_ indent: Int) -> String {
            String(repeating: " ", count: indent)
        }

        private static func condition(_ condition: BindingCondition) -> String {
            switch condition {
            case .isTrue(let name): ScenarioPrinter.key(name)
            case .equals(let name, let value): ScenarioPrinter.key(name) + " == " + ScenarioPrinter.value(value)
            }
        }

        private static func word(of kind: ContainerKind) -> String {
            switch kind {
            case .vStack: "vstack"
            case .hStack: "hstack"
            case .list: "list"
            case .group: "group"
            case .overlay: "overlay"
            case .navigationBar: "navigation bar"
            // No line writes one: `for` is its own element.
            case .forEach: "# a ForEach has no scenario words"
            }
        }

        private static func animation(_ animation: NavigationAnimation) -> String {
            switch animation {
            case .stackDefault: ""
            case .animated(let transition): " animated " + ScenarioPrinter.transition(transition)
            case .instantly: " instantly"
            }
        }

        private static func words(of target: PopTarget) -> String? {
            switch target {
            case .previous: ""
            case .root: " to root"
            case .to(let id): " to " + ScenarioPrinter.id(id)
            case .from(let id): " from " + ScenarioPrinter.id(id)
            case .after(let index): " after \(index)"
            case .last(let count): " \(count)"
            case .pusher: nil
            }
        }

        private static func words(of target: DismissTarget) -> String? {
            switch target {
            case .top: ""
            case .all: " all"
            case .to(let id): " to " + ScenarioPrinter.id(id)
            case .from(let id): " from " + ScenarioPrinter.id(id)
            case .last(let count): " \(count)"
            case .level: nil
            }
        }

        /// An expectation's words after `expect` (and its `not`s).
        private static func words(of expectation: Expectation) -> String {
            /// `word [COMPARISON] count`: `==` is left out, as the parser reads none as `==`.
            func count(_ word: String, _ comparison: PushRule.Comparison, _ count: Int) -> String {
                word + (comparison == .equal ? "" : " " + comparison.rawValue) + " \(count)"
            }
            switch expectation {
            case .visible(let text): return "visible " + ScenarioPrinter.string(text)
            case .hidden(let text): return "hidden " + ScenarioPrinter.string(text)
            case .absent(let text): return "absent " + ScenarioPrinter.string(text)
            case .accepts(let context): return "accepts" + ScenarioPrinter.with(context)
            case .rejects(let context): return "rejects" + ScenarioPrinter.with(context)
            case .pushers(let comparison, let number): return count("pushers", comparison, number)
            case .activeName(let name): return "active " + ScenarioPrinter.string(name)
            case .activeNumber(let number): return "active \(number)"
            case .tree: return "tree"
            case .depth(let comparison, let number): return count("depth", comparison, number)
            case .layers(let comparison, let number): return count("layers", comparison, number)
            case .contains(let id): return "contains " + ScenarioPrinter.id(id)
            case .outcome(let kind): return "outcome " + kind.rawValue
            case .state(let text): return "state " + ScenarioPrinter.string(text)
            case .transitioning(let isTransitioning): return isTransitioning ? "transitioning" : "settled"
            case .time(let time): return "time " + ScenarioPrinter.duration(time)
            case .didAppear(let text): return "did appear " + ScenarioPrinter.string(text)
            case .result(let result): return "result " + ScenarioPrinter.value(result)
            case .context(let key, let comparison, let value):
                return "context " + ScenarioPrinter.key(key) + " " + comparison.rawValue + " " + ScenarioPrinter.value(value)
            case .binding(let key, let comparison, let value):
                return "binding " + ScenarioPrinter.key(key) + " " + comparison.rawValue + " " + ScenarioPrinter.value(value)
            case .description(let text): return "description " + ScenarioPrinter.string(text)
            case .not(let negated, _): return "not " + words(of: negated)
            }
        }

        // The value printers, by their short names.
        private func string(_ text: String) -> String { ScenarioPrinter.string(text) }
        private func key(_ key: String) -> String { ScenarioPrinter.key(key) }
        private func value(_ value: ContextValue) -> String { ScenarioPrinter.value(value) }
        private func context(_ context: PushContext) -> String { ScenarioPrinter.context(context) }
        private func with(_ context: PushContext) -> String { ScenarioPrinter.with(context) }
        private func id(_ id: ScreenID) -> String { ScenarioPrinter.id(id) }
        private func `as`(_ id: ScreenID?) -> String { ScenarioPrinter.as(id) }
        private func duration(_ duration: Duration) -> String { ScenarioPrinter.duration(duration) }
        private func rule(_ rule: PushRule) -> String { ScenarioPrinter.rule(rule) }
    }
}

extension SyntaxTree {
    /// A deterministic, indented outline of the tree with byte ranges and canonical type texts,
    /// for snapshot tests and debugging.
    public func dump() -> String {
        var printer = TreePrinter(tree: self)
        for declaration in declarations { printer.print(declaration, indent: 0) }
        for error in errors { printer.line("error \(error.range) \(error.message)", 0) }
        return printer.output
    }
}

/// Builds the text of ``SyntaxTree/dump()``.
private struct TreePrinter {
    let tree: SyntaxTree
    var output = ""

    mutating func line(_ text: String, _ indent: Int) {
        output += String(repeating: "  ", count: indent) + text + "\n"
    }

    func type(_ type: TypeSyntax?) -> String {
        guard let type else { return "-" }
        return "\(Self.shape(type)) `\(tree.canonicalText(of: type))`"
    }

    /// A compact structural rendering: `opt(arr(id(Int)))`.
    static func shape(_ type: TypeSyntax) -> String {
        func list(_ types: [TypeSyntax]?) -> String {
            guard let types else { return "" }
            return "<" + types.map(shape).joined(separator: ",") + ">"
        }
        switch type.kind {
        case .identifier(let name, let arguments): return "id(\(name.text)\(list(arguments)))"
        case .member(let base, let name, let arguments): return "mem(\(shape(base)).\(name.text)\(list(arguments)))"
        case .optional(let t): return "opt(\(shape(t)))"
        case .implicitlyUnwrappedOptional(let t): return "iuo(\(shape(t)))"
        case .array(let t): return "arr(\(shape(t)))"
        case .dictionary(let k, let v): return "dict(\(shape(k)):\(shape(v)))"
        case .tuple(let elements):
            let parts = elements.map { element -> String in
                var text = ""
                if let label = element.label { text += label.text + (element.secondName.map { " " + $0.text } ?? "") + ":" }
                return text + shape(element.type) + (element.isVariadic ? "..." : "")
            }
            return "tuple(\(parts.joined(separator: ",")))"
        case .function(let f):
            var effects = ""
            if f.effects.asyncRange != nil { effects += " async" }
            if f.effects.throwsRange != nil { effects += f.effects.isRethrows ? " rethrows" : " throws" }
            if let thrown = f.effects.thrownType { effects += "(\(shape(thrown)))" }
            return "fn((\(f.parameters.map { shape($0.type) }.joined(separator: ",")))\(effects)->\(shape(f.result)))"
        case .some(let t): return "some(\(shape(t)))"
        case .any(let t): return "any(\(shape(t)))"
        case .each(let t): return "each(\(shape(t)))"
        case .packExpansion(let t): return "repeat(\(shape(t)))"
        case .composition(let types): return "comp(\(types.map(shape).joined(separator: "&")))"
        case .metatype(let base, let isProtocol): return "meta(\(shape(base)).\(isProtocol ? "Protocol" : "Type"))"
        case .attributed(let specifiers, let attributes, let base):
            let words = specifiers.map(\.text) + attributes.map { "@" + $0.qualifiedName }
            return "attr(\(words.joined(separator: " ")) \(shape(base)))"
        case .suppressed(let t): return "not(\(shape(t)))"
        case .missing: return "missing"
        }
    }

    func header(_ attributes: [Attribute], _ modifiers: [Modifier]) -> String {
        var parts: [String] = attributes.map { attribute in
            var text = "@" + attribute.qualifiedName
            if let arguments = attribute.arguments {
                let args = arguments.arguments.map { argument in
                    (argument.label.map { $0.text + ": " } ?? "") + tree.canonicalText(of: argument.expressionRange)
                }
                text += "(" + args.joined(separator: ", ") + ")"
            }
            return text
        }
        parts += modifiers.map { $0.name + ($0.detail.map { "(\($0))" } ?? "") }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: " ") + "]"
    }

    func parameters(_ clause: ParameterClause) -> String {
        clause.parameters.map { p in
            var text = p.attributes.map { "@" + $0.qualifiedName + " " }.joined()
            text += [p.firstName?.text, p.secondName?.text].compactMap { $0 }.joined(separator: " ")
            text += ": " + type(p.type)
            if p.ellipsisRange != nil { text += "..." }
            if let value = p.defaultValue { text += " = `" + tree.canonicalText(of: value) + "`" }
            return text
        }.joined(separator: ", ")
    }

    func effects(_ effects: EffectSpecifiers) -> String {
        var text = ""
        if effects.asyncRange != nil { text += " async" }
        if effects.throwsRange != nil { text += effects.isRethrows ? " rethrows" : " throws" }
        if let thrown = effects.thrownType { text += "(\(tree.canonicalText(of: thrown)))" }
        return text
    }

    mutating func print(_ declaration: Declaration, indent: Int) {
        let range = declaration.range
        switch declaration {
        case .import(let d):
            line(
                "import\(header(d.attributes, d.modifiers)) \(d.kind.map { $0.text + " " } ?? "")\(d.path.map(\.text).joined(separator: ".")) \(range)",
                indent)
        case .type(let d):
            var text = "\(d.kind.rawValue)\(header(d.attributes, d.modifiers)) \(d.name?.text ?? "-")"
            if let generics = d.genericParameters { text += "<\(generics.names.map(\.text).joined(separator: ","))>" }
            if !d.inheritance.isEmpty { text += " : " + d.inheritance.map { type($0) }.joined(separator: ", ") }
            if d.whereClause != nil { text += " where" }
            line(text + " \(range)", indent)
            for member in d.members { print(member, indent: indent + 1) }
        case .function(let d):
            var text = "func\(header(d.attributes, d.modifiers)) \(d.name.text)"
            if let generics = d.genericParameters { text += "<\(generics.names.map(\.text).joined(separator: ","))>" }
            text += "(\(parameters(d.parameters)))\(effects(d.effects))"
            if let result = d.returnType { text += " -> " + type(result) }
            if d.whereClause != nil { text += " where" }
            text += d.body.map { " body\($0.range)" } ?? " no-body"
            line(text + " \(range)", indent)
        case .initializer(let d):
            line(
                "init\(header(d.attributes, d.modifiers))\(d.optionalMark ?? "")(\(parameters(d.parameters)))\(effects(d.effects))\(d.body == nil ? " no-body" : "") \(range)",
                indent)
        case .subscript(let d):
            line(
                "subscript\(header(d.attributes, d.modifiers))(\(parameters(d.parameters))) -> \(type(d.returnType))\(accessors(d.accessors)) \(range)",
                indent)
        case .variable(let d):
            for binding in d.bindings {
                var text = (d.isLet ? "let" : "var") + header(d.attributes, d.modifiers) + " "
                text += binding.names.map(\.text).joined(separator: ",")
                if let annotation = binding.typeAnnotation { text += ": " + type(annotation) }
                if let value = binding.initializer { text += " = `" + tree.canonicalText(of: value) + "`" }
                text += accessors(binding.accessors)
                line(text + " \(binding.range)", indent)
            }
        case .typeAlias(let d):
            line("typealias\(header(d.attributes, d.modifiers)) \(d.name.text) = \(type(d.type)) \(range)", indent)
        case .enumCase(let d):
            let elements = d.elements.map { element in
                element.name.text + (element.associatedValue.map { "(" + parameters($0) + ")" } ?? "")
                    + (element.rawValue.map { " = `" + tree.canonicalText(of: $0) + "`" } ?? "")
            }
            line("case\(header(d.attributes, d.modifiers)) \(elements.joined(separator: ", ")) \(range)", indent)
        case .associatedType(let d):
            line(
                "associatedtype \(d.name.text)\(d.inheritance.isEmpty ? "" : " : " + d.inheritance.map { type($0) }.joined(separator: ", "))\(d.defaultType.map { " = " + type($0) } ?? "") \(range)",
                indent)
        case .macroExpansion(let d):
            line("#\(d.name.text)\(d.arguments == nil ? "" : "(…)")\(d.trailingClosure == nil ? "" : " {…}") \(range)", indent)
        case .ifConfig(let d):
            for clause in d.clauses {
                line(
                    "\(clause.keyword.text)\(clause.condition.map { " " + tree.canonicalText(of: $0) } ?? "") \(clause.range)",
                    indent)
                for member in clause.declarations { print(member, indent: indent + 1) }
            }
            line(d.endRange == nil ? "(no #endif)" : "#endif", indent)
        case .other(let d):
            line("\(d.keyword.text)\(header(d.attributes, d.modifiers)) \(d.name?.text ?? "-") \(range)", indent)
        case .unparsed(let r):
            line("unparsed \(r)", indent)
        }
    }

    func accessors(_ block: AccessorBlock?) -> String {
        guard let block else { return "" }
        if block.isImplicitGetter { return " {get}" }
        return " {" + block.accessors.map(\.name).joined(separator: " ") + "}"
    }
}

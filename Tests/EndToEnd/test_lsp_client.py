"""The language server under a real LSP client (pytest-lsp, with Visual Studio Code's client
capabilities), as an editor drives it: on a private copy of UserSearchWithMistakes, open
UserDetailGraph.swift, get its diagnostics pushed, hover and jump from a parameter type to its
factory, apply the quick fix for the missing registration as an edit and see the diagnostic go,
draw the graph, and shut down cleanly."""
import asyncio

import pytest
import pytest_asyncio
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities, make_test_lsp_client

from conftest import USER_DETAIL_GRAPH

pytestmark = pytest.mark.asyncio

TIMEOUT = 10  # seconds, for every request and every wait


async def within(awaitable, what):
    try:
        return await asyncio.wait_for(awaitable, TIMEOUT)
    except asyncio.TimeoutError:
        pytest.fail(f"no answer within {TIMEOUT} s: {what}")


def make_client():
    """pytest-lsp's client, which also accepts the server's dynamic registrations (for example of
    file watchers) the way an editor does, and keeps them."""
    client = make_test_lsp_client()
    client.registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(client: LanguageClient, params: types.RegistrationParams):
        client.registrations.extend(params.registrations)

    @client.feature(types.CLIENT_UNREGISTER_CAPABILITY)
    def unregister_capability(client: LanguageClient, params: types.UnregistrationParams):
        gone = {registration.id for registration in params.unregisterations}
        client.registrations = [r for r in client.registrations if r.id not in gone]

    return client


async def start(cradle_lsp, root, locale=None):
    client = await ClientServerConfig(server_command=[cradle_lsp], client_factory=make_client).start()
    uri = root.as_uri()
    try:
        result = await within(
            client.initialize_session(
                types.InitializeParams(
                    capabilities=client_capabilities("visual-studio-code"),
                    root_uri=uri,
                    workspace_folders=[types.WorkspaceFolder(uri=uri, name=root.name)],
                    initialization_options={},
                    locale=locale,
                )
            ),
            "initialize",
        )
    except BaseException:
        client._server.kill()
        await asyncio.wait_for(client.stop(), TIMEOUT)
        raise
    return client, result


async def start_on_copy(cradle_lsp, tmp_path, name, locale=None):
    """The server on a private copy of the example workspace `name`: (the copy's root, client)."""
    import shutil

    from conftest import WORKSPACES

    root = tmp_path / name
    shutil.copytree(WORKSPACES / name, root)
    client, _ = await start(cradle_lsp, root, locale=locale)
    return root, client


async def stop(client):
    """Ends the session; kills the server if it does not exit by itself, so no test hangs."""
    try:
        await asyncio.wait_for(client.shutdown_session(), TIMEOUT)
    finally:
        server = client._server
        if server is not None and server.returncode is None:
            server.kill()
        await asyncio.wait_for(client.stop(), TIMEOUT)


@pytest_asyncio.fixture
async def session(cradle_lsp, mistakes_workspace):
    client, result = await start(cradle_lsp, mistakes_workspace)
    client.initialize_result = result  # a LanguageClient argument lets pytest-lsp report its logs
    yield client
    await stop(client)


def find(lines, needle):
    """(line, character) of the first occurrence of needle; the file is ASCII where we look."""
    for number, line in enumerate(lines):
        if needle in line:
            return number, line.index(needle)
    raise AssertionError(f"{needle!r} not in the file")


def span(lines, needle, within_line=None):
    """The LSP range of needle, optionally the occurrence on the line containing within_line."""
    if within_line is None:
        line, character = find(lines, needle)
    else:
        line, _ = find(lines, within_line)
        character = lines[line].index(needle)
    return types.Range(
        start=types.Position(line=line, character=character),
        end=types.Position(line=line, character=character + len(needle)),
    )


def index(text, position):
    """The str index of an LSP position counted in UTF-16 code units (the negotiated encoding)."""
    offset = 0
    for _ in range(position.line):
        newline = text.find("\n", offset)
        if newline < 0:
            return len(text)
        offset = newline + 1
    units = 0
    while units < position.character and offset < len(text) and text[offset] != "\n":
        units += 2 if ord(text[offset]) > 0xFFFF else 1
        offset += 1
    return offset


def apply(text, edits):
    """Applies non-overlapping TextEdits, last first so earlier positions stay valid."""
    ordered = sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True)
    for edit in ordered:
        start, end = index(text, edit.range.start), index(text, edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text, ordered


def edits_for(action, uri):
    edit = action.edit
    assert edit is not None, action
    if edit.changes:
        return list(edit.changes[uri])
    found = []
    for change in edit.document_changes or []:
        assert isinstance(change, types.TextDocumentEdit), change
        if change.text_document.uri == uri:
            found.extend(change.edits)
    return found


async def published(client, uri, ready=lambda diagnostics: True):
    """Waits until a textDocument/publishDiagnostics for uri arrives (after the caller dropped
    the previous one) and satisfies ready."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + TIMEOUT
    while loop.time() < deadline:
        diagnostics = client.diagnostics.get(uri)
        if diagnostics is not None and ready(diagnostics):
            return list(diagnostics)
        await asyncio.sleep(0.02)
    pytest.fail(f"no fitting publishDiagnostics for {uri} within {TIMEOUT} s: {client.diagnostics.get(uri)}")


async def open_document(client, path):
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)
        )
    )
    return uri, text


async def test_editing_session_on_the_workspace_with_mistakes(session, mistakes_workspace):
    client = session
    capabilities = client.initialize_result.capabilities
    assert capabilities.hover_provider and capabilities.definition_provider
    assert capabilities.code_action_provider
    assert capabilities.position_encoding in (None, types.PositionEncodingKind.Utf16)

    path = mistakes_workspace / USER_DETAIL_GRAPH
    uri, text = await open_document(client, path)
    lines = text.split("\n")

    # Pushed diagnostics: the annotated missing registration, exactly on the parameter's type.
    missing_range = span(lines, "JoinDateFormatter", within_line="dateFormatter: JoinDateFormatter")
    diagnostics = await published(
        client, uri, lambda ds: any(d.code == "missing-registration" for d in ds)
    )
    missing = [d for d in diagnostics if d.code == "missing-registration"]
    assert len(missing) == 1, diagnostics
    assert missing[0].range == missing_range
    assert missing[0].source == "cradle"
    assert missing[0].severity == types.DiagnosticSeverity.Error
    assert "JoinDateFormatter" in missing[0].message
    assert {d.code for d in diagnostics} == {"missing-registration", "external-result-dependency"}

    # Hover on a parameter type that is registered: it names the factory that provides it.
    type_range = span(lines, "FetchUserDetailUseCase", within_line="fetchUserDetail: FetchUserDetailUseCase")
    inside = types.Position(line=type_range.start.line, character=type_range.start.character + 5)
    hover = await within(
        client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=inside)
        ),
        "hover",
    )
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent), hover.contents
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "`makeFetchUserDetailUseCase`" in hover.contents.value
    assert "provided by" in hover.contents.value
    assert hover.range == type_range

    # Call hierarchy from that parameter type: the node is the providing factory; its incoming
    # calls include the consumer whose parameter is this type, at exactly that range.
    assert capabilities.call_hierarchy_provider
    items = await within(
        client.text_document_prepare_call_hierarchy_async(
            types.CallHierarchyPrepareParams(text_document=types.TextDocumentIdentifier(uri=uri), position=inside)
        ),
        "prepareCallHierarchy",
    )
    assert [item.name for item in items or []] == ["makeFetchUserDetailUseCase"], items
    incoming = await within(
        client.call_hierarchy_incoming_calls_async(types.CallHierarchyIncomingCallsParams(item=items[0])),
        "incomingCalls",
    )
    assert any(type_range in call.from_ranges for call in incoming or []), incoming
    outgoing = await within(
        client.call_hierarchy_outgoing_calls_async(types.CallHierarchyOutgoingCallsParams(item=items[0])),
        "outgoingCalls",
    )
    assert outgoing is not None

    # Go to definition from that parameter type lands on the factory's name.
    factory_name = span(lines, "makeFetchUserDetailUseCase", within_line="func makeFetchUserDetailUseCase(")
    definition = await within(
        client.text_document_definition_async(
            types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=inside)
        ),
        "definition",
    )
    definitions = definition if isinstance(definition, list) else [definition]
    assert len(definitions) == 1, definition
    target = definitions[0]
    if isinstance(target, types.LocationLink):
        assert (target.target_uri, target.target_selection_range) == (uri, factory_name)
    else:
        assert (target.uri, target.range) == (uri, factory_name)

    # The quick fix "Add a `@Provide` factory" for the missing registration, applied as an editor
    # would: its edit goes into the buffer and reaches the server as an incremental didChange.
    actions = await within(
        client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=missing[0].range,
                context=types.CodeActionContext(
                    diagnostics=missing, trigger_kind=types.CodeActionTriggerKind.Invoked
                ),
            )
        ),
        "codeAction",
    )
    titles = [a.title for a in actions or []]
    fixes = [a for a in actions or [] if isinstance(a, types.CodeAction) and a.title.startswith("Add a `@Provide` factory")]
    assert len(fixes) == 1, titles
    fix = fixes[0]
    assert fix.title == "Add a `@Provide` factory for `JoinDateFormatter`"
    assert fix.kind == types.CodeActionKind.QuickFix
    edits = edits_for(fix, uri)
    assert edits, fix
    fixed, ordered = apply(text, edits)
    assert "@Provide private func makeJoinDateFormatter() -> JoinDateFormatter" in fixed
    assert fixed.rstrip().endswith("}")

    client.diagnostics.pop(uri, None)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text)
                for edit in ordered
            ],
        )
    )
    after = await published(client, uri)
    assert [d.code for d in after if d.code == "missing-registration"] == [], after
    # The other annotated mistake is still reported, so the analysis really ran on the new text.
    assert "external-result-dependency" in {d.code for d in after}

    # The graph of the open file as Mermaid, in CradlePlugin's format.
    diagram = await within(
        client.protocol.send_request_async(
            "cradle/graphDiagram", {"textDocument": {"uri": uri}, "format": "mermaid"}
        ),
        "cradle/graphDiagram",
    )
    assert isinstance(diagram, str)
    assert diagram.startswith("%% ")
    assert "flowchart TB" in diagram
    assert "UserDetailGraph" in diagram
    assert "makeJoinDateFormatter" in diagram  # drawn from the edited text, not the file on disk


async def test_server_shuts_down_cleanly(cradle_lsp, mistakes_workspace):
    client, _ = await start(cradle_lsp, mistakes_workspace)
    try:
        response = await within(client.shutdown_async(None), "shutdown")
        assert response is None
        client.exit(None)
        server = client._server
        await within(server.wait(), "exit")
        assert server.returncode == 0
    finally:
        if client._server is not None and client._server.returncode is None:
            client._server.kill()
        await asyncio.wait_for(client.stop(), TIMEOUT)


async def test_input_member_hovers_its_binding_and_goes_to_it(cradle_lsp, tmp_path):
    """On the example app, built the way DevLog is: `FeatureGraphSet` and the session's
    `SessionGraphSet` (App) each bind a Data graph's repository into `RecentUsersGraph`'s input,
    and the coordinator reads the use case through `features.recentUsersGraph.recentUsersUseCase`."""
    root, client = await start_on_copy(cradle_lsp, tmp_path, "UserSearch")
    try:
        path = root / "Packages/SearchDetail/Sources/SearchDetail/RecentUsersGraph.swift"
        uri, text = await open_document(client, path)
        lines = text.split("\n")
        line, character = find(lines, "input.repository")
        member = types.Position(line=line, character=character + len("input.") + 2)
        document = types.TextDocumentIdentifier(uri=uri)
        # Requests are answered while the workspace is still being indexed: ask until it has landed.
        deadline = asyncio.get_running_loop().time() + TIMEOUT
        while True:
            hover = await within(
                client.text_document_hover_async(types.HoverParams(text_document=document, position=member)), "hover"
            )
            assert hover is not None
            value = hover.contents.value
            if "Bound by" in value or asyncio.get_running_loop().time() > deadline:
                break
            await asyncio.sleep(0.05)
        assert value.startswith("**`input.repository`** of `RecentUsersGraph`: `any UserRepository`"), value
        assert "Bound by 2 calls:" in value
        assert "`DataGraph.userRepository` (`.lazy`, from `makeUserRepository`, module `Data`)" in value
        assert "`FeatureGraphSet.swift:" in value and "`SessionGraph.swift:" in value

        locations = await within(
            client.text_document_definition_async(types.DefinitionParams(text_document=document, position=member)),
            "definition",
        )
        binders = [root / "App/Sources/App/FeatureGraphSet.swift", root / "App/Sources/App/SessionGraph.swift"]
        assert sorted(location.uri for location in locations) == sorted(path.as_uri() for path in binders)
        for location in locations:
            binder = next(path for path in binders if path.as_uri() == location.uri)
            assert location.range == span(binder.read_text(encoding="utf-8").split("\n"), "dataGraph.userRepository")

        # The factory that reads the input is read by the app through a composition chain.
        line, character = find(lines, "makeRecentUsersUseCase")
        factory = types.Position(line=line, character=character + 2)
        hover = await within(
            client.text_document_hover_async(types.HoverParams(text_document=document, position=factory)), "hover"
        )
        assert "Consumers (1): 1 accessor use" in hover.contents.value, hover.contents.value
    finally:
        await stop(client)


async def test_a_test_override_is_navigable_and_helped(cradle_lsp, tmp_path):
    """On the example app's test that replaces a use case, as a developer writing it: hover on the
    override label gives the replacement's closure type, highlights mark the label, references
    reach the factory, and signature help inside `UserDetailGraph.override(` names that label."""
    root, client = await start_on_copy(cradle_lsp, tmp_path, "UserSearch")
    try:
        path = root / "Packages/SearchDetail/Tests/SearchDetailTests/UserDetailGraphTests.swift"
        uri, text = await open_document(client, path)
        lines = text.split("\n")
        document = types.TextDocumentIdentifier(uri=uri)
        line, character = find(lines, "fetchUserDetailUseCase:")
        label = types.Position(line=line, character=character + 2)
        # The server waits for indexing before answering: the first answer is already whole.
        hover = await within(
            client.text_document_hover_async(types.HoverParams(text_document=document, position=label)), "hover"
        )
        assert hover is not None
        value = hover.contents.value
        assert value.startswith("**override `fetchUserDetailUseCase:`** of `UserDetailGraph`"), value
        assert "DependencyOverride<" in value and "Overridden in 1 place" in value, value

        highlights = await within(
            client.text_document_document_highlight_async(
                types.DocumentHighlightParams(text_document=document, position=label)
            ),
            "document highlight",
        )
        assert [(h.range, h.kind) for h in highlights] == [
            (span(lines, "fetchUserDetailUseCase"), types.DocumentHighlightKind.Write)
        ]

        references = await within(
            client.text_document_references_async(
                types.ReferenceParams(
                    text_document=document, position=label, context=types.ReferenceContext(include_declaration=True)
                )
            ),
            "references",
        )
        graph = root / "Packages/SearchDetail/Sources/SearchDetail/UserDetailGraph.swift"
        assert {graph.as_uri(), uri} <= {location.uri for location in references}, references

        line, character = find(lines, "UserDetailGraph.override(")
        inside = types.Position(line=line, character=character + len("UserDetailGraph.override("))
        help = await within(
            client.text_document_signature_help_async(
                types.SignatureHelpParams(text_document=document, position=inside)
            ),
            "signature help",
        )
        assert help is not None and help.signatures
        signature = help.signatures[help.active_signature or 0]
        assert signature.label.startswith("override(") and signature.label.endswith("-> UserDetailGraph.OverrideBuilder")
        active = signature.parameters[help.active_parameter].label
        assert active.startswith("fetchUserDetailUseCase: DependencyOverride<"), active
    finally:
        await stop(client)


def expand(snippet, values):
    """An LSP snippet as an editor leaves it once the user typed `values[n]` at tab stop n (a tab
    stop not in `values` keeps its placeholder)."""
    import re

    def stop(match):
        number = int(match.group(1) or match.group(3))
        default = match.group(2) or ""
        return values.get(number, default.replace("\\}", "}").replace("\\$", "$").replace("\\\\", "\\"))

    return re.sub(r"\$\{(\d+):((?:[^}\\]|\\.)*)\}|\$(\d+)", stop, snippet)


def replace_text(client, uri, version, text):
    """Sends the document's whole new text, as an editor does after a change."""
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def pulled(client, uri):
    """The document's findings, pulled."""
    report = await within(
        client.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        ),
        "pull diagnostics",
    )
    return list(report.items)


async def complete_and_accept(client, uri, text, line, character, pick, values):
    """Completion at (line, character) as an editor asks for it after typing; the item `pick`
    chooses, resolved; its edit applied with the tab stops typed as `values`, sent as a change.
    Returns (item, the text it inserts before expansion, its format, the resolved item, the new
    document text)."""
    position = types.Position(line=line, character=character)
    # While the workspace is indexing the list says it is incomplete, and an editor asks again as
    # the user types on: so does this, until the list is whole.
    loop = asyncio.get_running_loop()
    deadline = loop.time() + TIMEOUT
    while True:
        answer = await within(
            client.text_document_completion_async(
                types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
            ),
            "completion",
        )
        assert isinstance(answer, types.CompletionList), answer
        if not answer.is_incomplete or loop.time() > deadline:
            break
        await asyncio.sleep(0.05)
    assert not answer.is_incomplete, "the list stayed incomplete after indexing"
    item = pick(answer.items)
    assert item is not None, [i.label for i in answer.items]
    resolved = await within(client.completion_item_resolve_async(item), "completionItem/resolve")
    # The edit: the item's own, or the list's default range with the item's text (LSP 3.17).
    defaults = answer.item_defaults
    if item.text_edit is not None:
        edit_range, inserted = item.text_edit.range, item.text_edit.new_text
    else:
        assert defaults is not None and defaults.edit_range is not None, answer
        edit_range, inserted = defaults.edit_range, item.text_edit_text or item.label
    format = item.insert_text_format or (defaults.insert_text_format if defaults else None)
    new_text = expand(inserted, values) if format == types.InsertTextFormat.Snippet else inserted
    accepted, _ = apply(text, [types.TextEdit(range=edit_range, new_text=new_text)])
    return item, inserted, format, resolved, accepted


async def test_completion_writes_a_graph_read_and_a_test_override_that_check_clean(cradle_lsp, tmp_path):
    """On the example app, as a developer typing: after `features.userDetailGraph.` the graph's
    external method comes as a snippet with its `@External` label, documented as hover documents
    it; accepted (the tab stop typed), the file checks clean. In the test, inside
    `UserDetailGraph.override(` the next label comes with a `.mock { … }` snippet whose closure
    takes the factory's parameters; accepted, no override misuse is predicted."""
    root, client = await start_on_copy(cradle_lsp, tmp_path, "UserSearch")
    try:
        path = root / "App/Sources/App/AppCoordinator.swift"
        uri, text = await open_document(client, path)
        lines = text.split("\n")
        line, _ = find(lines, "let viewModel = features.userDetailGraph.userDetailViewModel(userID: userID)")
        typed = "            _ = features.userDetailGraph."
        edited = "\n".join(lines[: line + 1] + [typed] + lines[line + 1 :])
        replace_text(client, uri, 2, edited)
        item, inserted, format, resolved, accepted = await complete_and_accept(
            client, uri, edited, line + 1, len(typed),
            lambda items: next((i for i in items if i.filter_text == "userDetailViewModel"), None), {1: "userID"},
        )
        assert item.label == "userDetailViewModel(userID:)" and item.kind == types.CompletionItemKind.Method, item
        assert format == types.InsertTextFormat.Snippet
        assert inserted == "userDetailViewModel(userID: ${1:User.ID})", inserted
        assert resolved.documentation.value.startswith("**`userDetailViewModel(…)`**: external provider"), resolved
        assert "_ = features.userDetailGraph.userDetailViewModel(userID: userID)" in accepted
        replace_text(client, uri, 3, accepted)
        findings = await pulled(client, uri)
        assert findings == [], findings

        test = root / "Packages/SearchDetail/Tests/SearchDetailTests/UserDetailGraphTests.swift"
        test_uri, test_text = await open_document(client, test)
        test_lines = test_text.split("\n")
        line, _ = find(test_lines, "fetchUserDetailUseCase: .mock {")
        # The `.mock { … }` argument ends the line: `, ` typed after its `}`, then completion.
        closing = test_lines[line].rindex("}")
        test_lines[line] = test_lines[line][: closing + 1] + ", " + test_lines[line][closing + 1 :]
        typed_test = "\n".join(test_lines)
        replace_text(client, test_uri, 2, typed_test)
        item, inserted, format, resolved, accepted = await complete_and_accept(
            client, test_uri, typed_test, line, closing + 3,
            lambda items: next((i for i in items if i.label == "joinDateFormatter: .mock { … }"), None),
            {0: "JoinDateFormatter()"},
        )
        assert (inserted, format) == ("joinDateFormatter: .mock { $0 }", types.InsertTextFormat.Snippet), inserted
        assert "DependencyOverride<" in resolved.documentation.value, resolved
        assert ".mock { FetchUserDetailUseCase(repository: StubUserRepository()) }, joinDateFormatter: .mock { JoinDateFormatter() }" in accepted
        replace_text(client, test_uri, 3, accepted)
        findings = await pulled(client, test_uri)
        assert findings == [], findings
    finally:
        await stop(client)


async def test_a_korean_editor_reads_the_hover_and_lenses_in_cradles_korean(cradle_lsp, tmp_path):
    """An editor whose display language is Korean (VS Code sends `ko` as the initialize locale)
    gets the hover and the code lenses in Cradle's Korean terms, names and code as written, and
    no English sentence."""
    root, client = await start_on_copy(cradle_lsp, tmp_path, "UserSearch", locale="ko")
    try:
        path = root / USER_DETAIL_GRAPH
        uri, text = await open_document(client, path)
        lines = text.split("\n")
        document = types.TextDocumentIdentifier(uri=uri)
        line, character = find(lines, "makeFetchUserDetailUseCase")
        hover = await within(
            client.text_document_hover_async(
                types.HoverParams(text_document=document, position=types.Position(line=line, character=character + 2))
            ),
            "hover",
        )
        assert hover is not None
        value = hover.contents.value
        assert "`UserDetailGraph`의 `FetchUserDetailUseCase` 등록" in value, value
        assert "\n수명: `." in value and "소비자 (" in value, value
        for english in ("registration of", "Lifetime", "Consumers", "created once", "Dependencies"):
            assert english not in value, value
        lenses = await within(client.text_document_code_lens_async(types.CodeLensParams(text_document=document)), "lens")
        titles = [lens.command.title for lens in lenses if lens.command]
        assert titles and all("사용" in title or "사용처 없음" in title for title in titles), titles
        assert not any("use" in title for title in titles), titles
    finally:
        await stop(client)

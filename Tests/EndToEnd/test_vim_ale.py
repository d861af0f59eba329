"""Vim 9 with ALE (Debian's vim and vim-ale) as a real client, configured as editors/vim says:
`packadd! ale` and editors/vim on 'runtimepath', which gives ALE the `cradlelsp` linter
(editors/vim/ale_linters/swift/cradlelsp.vim). Vim runs headless (`vim -es`) on
UserDetailGraph.swift of a private copy of UserSearchWithMistakes and does what a user does:
wait for ALE's diagnostics, `:ALEHover` on a parameter type, `:ALEFindReferences` on a factory,
`:ALEGoToDefinition` from the parameter type, `:ALECodeAction` on the missing registration
(answering ALE's prompt with `1` on standard input, as a user types it), then `:ALELint` (what
ALE runs when the text changes) until the error is gone. Every wait polls, bounded in time.
The script writes what Vim holds as JSON for the asserts below."""
import json
import os
import re
import shutil
import subprocess

import pytest

from conftest import ROOT, USER_DETAIL_GRAPH

VIM_CONFIG = ROOT / "editors" / "vim"
ALE = "/usr/share/vim/vimfiles/pack/dist-bundle/opt/ale"  # Debian's vim-ale, a Vim package

# The user's vimrc as editors/vim/README.md gives it, plus the test's own settings below it.
VIMRC = r"""
set nocompatible
packadd! ale
let &runtimepath .= ',' . @CONFIG@
let g:ale_swift_cradlelsp_executable = @BINARY@
let g:ale_hover_to_preview = 1
filetype plugin on
"""

SCRIPT = r"""
let s:result = {'vim': v:version, 'error': v:null}
let s:timeout = @TIMEOUT@

" Polls a condition (an expression) until it holds or the time is up; callbacks run while Vim
" sleeps.
function! s:Wait(condition) abort
  let l:deadline = reltimefloat(reltime()) + s:timeout / 1000.0
  while !eval(a:condition) && reltimefloat(reltime()) < l:deadline
    sleep 20m
  endwhile
  return eval(a:condition)
endfunction

function! Loclist() abort
  return get(get(g:ale_buffer_info, bufnr(@FILE@), {}), 'loclist', [])
endfunction

function! PreviewLines(filetype) abort
  for l:info in getbufinfo()
    if getbufvar(l:info.bufnr, '&filetype') is# a:filetype
      return getbufline(l:info.bufnr, 1, '$')
    endif
  endfor
  return []
endfunction

function! s:Run() abort
  let s:result.ale_3_3 = ale#Has('ale-3.3.0')
  " Without g:ale_linters, ALE runs every Swift linter: cradlelsp next to sourcekitlsp.
  let s:result.default_linters = map(ale#linter#Get('swift'), 'v:val.name')
  " Only cradle-lsp from here on, so that every answer below is cradle-lsp's.
  let g:ale_linters = {'swift': ['cradlelsp']}

  execute 'edit' fnameescape(@FILE@)
  let s:result.filetype = &filetype
  " ALE lints when the buffer is entered; its LSP linter pushes diagnostics.
  if !s:Wait('len(Loclist()) > 0')
    throw 'no diagnostics from ALE'
  endif
  let s:result.diagnostics = map(copy(Loclist()), '{"linter": v:val.linter_name, "code": v:val.code, "type": v:val.type, "lnum": v:val.lnum, "col": v:val.col, "end_lnum": v:val.end_lnum, "end_col": v:val.end_col, "text": v:val.text}')
  let s:result.roots = map(values(ale#lsp#GetConnections()), 'v:val.root')

  " :ALEHover on the parameter type, into ALE's preview window.
  call cursor(@HOVER_LINE@, @HOVER_COL@)
  ALEHover
  call s:Wait('!empty(PreviewLines("ale-preview.message"))')
  let s:result.hover = PreviewLines('ale-preview.message')
  pclose

  " :ALEFindReferences on the factory's name lists its consumers in a preview window.
  call cursor(@FACTORY_LINE@, @FACTORY_COL@)
  ALEFindReferences
  call s:Wait('!empty(PreviewLines("ale-preview-selection"))')
  let s:result.references = PreviewLines('ale-preview-selection')
  pclose

  " :ALEGoToDefinition from the parameter type moves the cursor to the factory.
  call cursor(@HOVER_LINE@, @HOVER_COL@)
  ALEGoToDefinition
  call s:Wait('line(".") != @HOVER_LINE@')
  let s:result.definition = {'file': expand('%:p'), 'line': line('.'), 'col': col('.')}

  " :ALECodeAction on the missing registration; ALE asks which fix, standard input says 1.
  call cursor(@FIX_LINE@, @FIX_COL@)
  ALECodeAction
  call s:Wait('search("makeJoinDateFormatter", "nw") > 0')
  let s:result.after_fix = getline(1, '$')
  " ALE lints again when the text changes; in -es mode no TextChanged fires, so run it.
  ALELint
  call s:Wait('empty(filter(copy(Loclist()), "v:val.code is# \"missing-registration\""))')
  let s:result.codes_after_fix = map(copy(Loclist()), 'v:val.code')
endfunction

try
  call s:Run()
catch
  let s:result.error = v:exception . ' at ' . v:throwpoint
endtry
call writefile([json_encode(s:result)], @OUT@)
qall!
"""


def vim_string(value):
    """A Vim string literal (single-quoted: no escapes but '')."""
    return "'" + str(value).replace("'", "''") + "'"


def vim_version():
    if shutil.which("vim") is None or not os.path.isdir(ALE):
        pytest.fail("vim or ALE is not installed: bash .ci/run installs Debian's vim and vim-ale")
    output = subprocess.run(["vim", "--version"], capture_output=True, text=True, timeout=10).stdout
    match = re.search(r"VIM - Vi IMproved (\d+)\.(\d+)", output)
    assert match, output
    assert re.search(r"\+job\b", output) and re.search(r"\+channel\b", output), "ALE's LSP client needs +job and +channel"
    return tuple(int(part) for part in match.groups())


def test_vim_ale_diagnostics_hover_references_definition_and_code_action(cradle_lsp, mistakes_workspace, tmp_path):
    version = vim_version()
    assert version >= (9, 0), version
    path = mistakes_workspace / USER_DETAIL_GRAPH
    lines = path.read_text(encoding="utf-8").split("\n")
    hover_line = next(n for n, line in enumerate(lines) if "fetchUserDetail: FetchUserDetailUseCase" in line) + 1
    hover_col = lines[hover_line - 1].index("FetchUserDetailUseCase") + 5
    factory_line = next(n for n, line in enumerate(lines) if "func makeFetchUserDetailUseCase" in line) + 1
    factory_col = lines[factory_line - 1].index("makeFetchUserDetailUseCase") + 1
    fix_line = next(n for n, line in enumerate(lines) if "dateFormatter: JoinDateFormatter" in line) + 1
    fix_col = lines[fix_line - 1].index("JoinDateFormatter") + 3

    out = tmp_path / "vim-result.json"
    values = {
        "@CONFIG@": vim_string(VIM_CONFIG), "@BINARY@": vim_string(cradle_lsp), "@FILE@": vim_string(path),
        "@OUT@": vim_string(out), "@TIMEOUT@": "10000",
        "@HOVER_LINE@": str(hover_line), "@HOVER_COL@": str(hover_col),
        "@FACTORY_LINE@": str(factory_line), "@FACTORY_COL@": str(factory_col),
        "@FIX_LINE@": str(fix_line), "@FIX_COL@": str(fix_col),
    }
    vimrc, script = tmp_path / "vimrc", tmp_path / "run.vim"
    for target, template in [(vimrc, VIMRC), (script, SCRIPT)]:
        text = template
        for key, value in values.items():
            text = text.replace(key, value)
        target.write_text(text, encoding="utf-8")

    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "TERM": "dumb"}
    process = subprocess.run(
        ["vim", "-N", "-u", str(vimrc), "-i", "NONE", "-n", "-es", "-S", str(script)],
        cwd=path.parent, env=env, input="1\n", capture_output=True, text=True, timeout=90,
    )
    details = f"vim {version}, exit {process.returncode}\nstdout: {process.stdout[-3000:]}\nstderr: {process.stderr[-3000:]}"
    assert out.exists(), details
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["error"] is None, result["error"] + "\n" + details
    assert result["ale_3_3"] == 1, result
    assert result["filetype"] == "swift"
    assert {"sourcekitlsp", "cradlelsp"} <= set(result["default_linters"]), result["default_linters"]

    # The server's root is the SearchDetail package (nearest Package.swift); the app around it
    # is loaded, so `DataGraph` from a sibling package resolves: no `unresolved-source`.
    assert [os.path.realpath(root) for root in result["roots"]] == [os.path.realpath(path.parents[2])], result["roots"]

    # Every mistake annotated `// expect: CODE` is reported on the next line, and nothing else,
    # at the exact columns (ALE's are 1-based, end inclusive).
    expected = sorted((m.group(1), n + 2) for n, line in enumerate(lines) if (m := re.search(r"//\s*expect:\s*([a-z-]+)", line)))
    found = sorted((d["code"], d["lnum"]) for d in result["diagnostics"])
    assert found == expected, result["diagnostics"]
    assert all(d["linter"] == "cradlelsp" and d["type"] == "E" for d in result["diagnostics"]), result["diagnostics"]
    missing = next(d for d in result["diagnostics"] if d["code"] == "missing-registration")
    start = lines[fix_line - 1].index("JoinDateFormatter") + 1
    assert (missing["lnum"], missing["col"], missing["end_lnum"], missing["end_col"]) == (
        fix_line, start, fix_line, start + len("JoinDateFormatter") - 1), missing
    assert missing["text"] == "no registration matches parameter type `JoinDateFormatter` of `makeUserDetailViewModel`"
    external = next(d for d in result["diagnostics"] if d["code"] == "external-result-dependency")
    assert external["col"] == lines[external["lnum"] - 1].index("RepositoryListViewModel") + 1, external

    # :ALEHover shows cradle-lsp's card for the parameter type.
    hover = "\n".join(result["hover"])
    assert "`FetchUserDetailUseCase` is provided by `makeFetchUserDetailUseCase` (`.shared`) in `UserDetailGraph`" in hover, hover
    assert "Consumers (1): `makeUserDetailViewModel`" in hover, hover

    # :ALEFindReferences on the factory: its one consumer, the parameter type in line 18.
    assert result["references"] == [f"{path}:{hover_line}:{lines[hover_line - 1].index('FetchUserDetailUseCase') + 1}"], result["references"]

    # :ALEGoToDefinition lands on the factory's name.
    assert result["definition"] == {"file": str(path), "line": factory_line, "col": factory_col}, result["definition"]

    # :ALECodeAction, first fix: the stub factory is added to the graph, and linting again
    # leaves only the other mistake.
    added = [line.strip() for line in result["after_fix"] if "makeJoinDateFormatter" in line]
    assert added == ["@Provide private func makeJoinDateFormatter() -> JoinDateFormatter"], result["after_fix"]
    assert result["codes_after_fix"] == ["external-result-dependency"], result["codes_after_fix"]

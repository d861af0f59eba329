"""Batch Emacs (Debian's emacs-nox 28 with elpa-eglot 1.9) as a third real client: load the
configuration from editors/emacs, open UserDetailGraph.swift of a private copy of
UserSearchWithMistakes in a Swift buffer, let Eglot start cradle-lsp, and read what Flymake
holds: cradle-lsp's diagnostics at the right lines."""
import json
import re
import shutil
import subprocess

import pytest

from conftest import ROOT, USER_DETAIL_GRAPH

EMACS_CONFIG = ROOT / "editors" / "emacs"

SCRIPT = r"""
(setq debug-on-error nil)
(package-initialize)
(add-to-list 'load-path "/usr/share/emacs/site-lisp/elpa/eglot-1.9")
(require 'eglot)
(require 'flymake)
;; swift-mode comes from MELPA; a stand-in major mode of that name is enough to drive the hooks.
(define-derived-mode swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))
(add-to-list 'load-path @CONFIG@)
(require 'cradle-lsp)
(setq cradle-lsp-program @BINARY@)
(cradle-lsp-eglot-alone)
(find-file @FILE@)
;; eglot-ensure connects from post-command-hook, which batch Emacs never runs by itself.
(run-hooks 'post-command-hook)
(let ((deadline (+ (float-time) 30)) (result nil))
  (while (and (< (float-time) deadline) (null result))
    (accept-process-output nil 0.1)
    (when (and (eglot-current-server) flymake-mode)
      (flymake-start)
      (setq result (flymake-diagnostics))))
  (let ((data (json-encode
               (list (cons 'server (and (eglot-current-server) t))
                     (cons 'diagnostics
                           (vconcat (mapcar (lambda (d)
                                              (list (cons 'line (line-number-at-pos (flymake-diagnostic-beg d)))
                                                    (cons 'type (format "%s" (flymake-diagnostic-type d)))
                                                    (cons 'text (flymake-diagnostic-text d))))
                                            result)))))))
    (with-temp-file @OUT@ (insert data))))
(kill-emacs 0)
"""


def lisp_string(value):
    return json.dumps(str(value))


def test_emacs_eglot_shows_cradle_diagnostics_through_flymake(cradle_lsp, mistakes_workspace, tmp_path):
    if shutil.which("emacs") is None:
        pytest.fail("emacs is not installed: bash .ci/run installs Debian's emacs-nox and elpa-eglot")
    path = mistakes_workspace / USER_DETAIL_GRAPH
    out = tmp_path / "emacs-result.json"
    script = tmp_path / "run.el"
    text = SCRIPT
    for key, value in {"@CONFIG@": EMACS_CONFIG, "@BINARY@": cradle_lsp, "@FILE@": path, "@OUT@": out}.items():
        text = text.replace(key, lisp_string(value))
    script.write_text(text, encoding="utf-8")
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    process = subprocess.run(
        ["emacs", "--batch", "-Q", "-l", str(script)], cwd=path.parent, env=env, capture_output=True, text=True, timeout=90
    )
    details = f"exit {process.returncode}\nstdout: {process.stdout}\nstderr: {process.stderr[-3000:]}"
    assert out.exists(), details
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["server"], details
    lines = path.read_text(encoding="utf-8").split("\n")
    # Every mistake annotated `// expect: CODE` is reported on the next line (1-based here).
    expected = sorted((m.group(1), n + 2) for n, line in enumerate(lines) if (m := re.search(r"//\s*expect:\s*([a-z-]+)", line)))
    by_line = sorted((d["line"], d["type"], d["text"]) for d in result["diagnostics"])
    assert sorted(line for _, line in expected) == sorted(d["line"] for d in result["diagnostics"]), by_line
    for code, line in expected:
        assert any(f"[{code}]" in d["text"] for d in result["diagnostics"] if d["line"] == line), (code, line, by_line)
    missing = next(d for d in result["diagnostics"] if "[missing-registration]" in d["text"])
    assert "JoinDateFormatter" in missing["text"]
    assert missing["type"] in ("eglot-error", ":error", "error"), missing

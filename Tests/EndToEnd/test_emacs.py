"""Batch Emacs (Debian's emacs-nox 28) as a real client, twice, each with the configuration from
editors/emacs on UserDetailGraph.swift of a private copy of UserSearchWithMistakes in a Swift
buffer:
- Eglot (elpa-eglot 1.9) with (cradle-lsp-eglot-alone): the diagnostics Flymake holds, Eldoc's
  hover, M-. landing on the factory, and M-x eglot-code-actions applying the fix until Flymake
  holds only the other error;
- lsp-mode (elpa-lsp-mode 8.0.0) with (cradle-lsp-mode-add-on): the same, plus the
  diagnostics' exact LSP ranges and the code action titles."""
import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from conftest import ROOT, USER_DETAIL_GRAPH

EMACS_CONFIG = ROOT / "editors" / "emacs"
LSP_MODE_DIR = pathlib.Path("/usr/share/emacs/site-lisp/elpa-src/lsp-mode-8.0.0")  # Debian's elpa-lsp-mode

# Helpers both scripts use: bounded polling while Emacs reads the server's output, what Flymake
# holds, and point on a word of a line.
HELPERS = r"""
(defun cradle-test-wait (predicate)
  "Polls PREDICATE while Emacs reads process output, for at most 10 s; returns its value."
  (let ((deadline (+ (float-time) 10)) (value nil))
    (while (and (< (float-time) deadline) (not (setq value (funcall predicate))))
      (accept-process-output nil 0.05))
    value))

(defun cradle-test-flymake ()
  (flymake-start)
  (mapcar (lambda (d) (list (cons 'line (line-number-at-pos (flymake-diagnostic-beg d)))
                            (cons 'type (format "%s" (flymake-diagnostic-type d)))
                            (cons 'text (flymake-diagnostic-text d))))
          (flymake-diagnostics)))

(defun cradle-test-goto (line text)
  "Point on the second character of TEXT in LINE (1-based), case-sensitively."
  (goto-char (point-min))
  (forward-line (1- line))
  (let ((case-fold-search nil)) (search-forward text (line-end-position)))
  (goto-char (1+ (match-beginning 0))))

(defun cradle-test-idle ()
  "Runs the idle timers once, as the first idle moment of an interactive Emacs would."
  (dolist (timer (copy-sequence timer-idle-list)) (timer-event-handler timer)))

(defun cradle-test-fixed-line ()
  (save-excursion
    (goto-char (point-min))
    (and (re-search-forward "^.*makeJoinDateFormatter.*$" nil t) (string-trim (match-string 0)))))
"""

# Eglot: eglot-ensure connects from post-command-hook, which batch Emacs never runs by itself, so
# the script runs it once. Hover is what Eldoc asks Eglot for (eglot-hover-eldoc-function),
# definition is M-. (xref-find-definitions), and M-x eglot-code-actions picks the fix with
# completing-read, the title typed on standard input (Eglot 1.9 pops up a menu instead unless
# the command came from the keyboard, so last-nonmenu-event is a key, as for M-x). Eglot sends
# changes when Emacs is idle, so the script runs the idle timers once after the fix.
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
@HELPERS@
(let ((result (list (cons 'error nil))))
  (condition-case err
      (progn
        (find-file @FILE@)
        (run-hooks 'post-command-hook)
        (push (cons 'diagnostics (cradle-test-wait (lambda () (and (eglot-current-server) flymake-mode (cradle-test-flymake)))))
              result)
        (push (cons 'server (and (eglot-current-server) t)) result)
        (cradle-test-goto @HOVER_LINE@ "FetchUserDetailUseCase")
        (let ((hover nil))
          (eglot-hover-eldoc-function (lambda (info &rest _) (setq hover (or info ""))))
          (push (cons 'hover (cradle-test-wait (lambda () hover))) result))
        (cradle-test-goto @HOVER_LINE@ "FetchUserDetailUseCase")
        (call-interactively #'xref-find-definitions)
        (push (cons 'definition (list (buffer-file-name) (line-number-at-pos) (current-column))) result)
        (cradle-test-goto @FIX_LINE@ "JoinDateFormatter")
        (let ((last-nonmenu-event ?\r)) (call-interactively #'eglot-code-actions))
        (push (cons 'fixed (cradle-test-wait #'cradle-test-fixed-line)) result)
        ;; Eglot sends the edit as didChange when Emacs is next idle.
        (cradle-test-idle)
        (push (cons 'after_fix (cradle-test-wait (lambda () (let ((found (cradle-test-flymake))) (and (= (length found) 1) found)))))
              result))
    (error (setcdr (assq 'error result) (error-message-string err))))
  (with-temp-file @OUT@ (insert (json-encode result))))
(kill-emacs 0)
"""


def lisp_string(value):
    return json.dumps(str(value))


FIX_TITLE = "Add a `@Provide` factory for `JoinDateFormatter`"


def run_emacs(script_text, values, path, tmp_path):
    """Runs the script in batch Emacs with the fix's title on standard input; its JSON result."""
    out = tmp_path / "emacs-result.json"
    text = script_text.replace("@HELPERS@", HELPERS)
    for key, value in {**values, "@CONFIG@": lisp_string(EMACS_CONFIG), "@OUT@": lisp_string(out)}.items():
        text = text.replace(key, value)
    script = tmp_path / "run.el"
    script.write_text(text, encoding="utf-8")
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    process = subprocess.run(["emacs", "--batch", "-Q", "-l", str(script)], cwd=path.parent, env=env,
                             input=FIX_TITLE + "\n", capture_output=True, text=True, timeout=90)
    details = f"exit {process.returncode}\nstdout: {process.stdout}\nstderr: {process.stderr[-3000:]}"
    assert out.exists(), details
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["error"] is None, f"{result['error']}\n{details}"
    return result


def positions(path):
    """The file's lines, the `// expect: CODE` mistakes as (code, 1-based line), and the lines
    of the hovered parameter type, its factory and the missing registration."""
    lines = path.read_text(encoding="utf-8").split("\n")
    expected = sorted((m.group(1), n + 2) for n, line in enumerate(lines) if (m := re.search(r"//\s*expect:\s*([a-z-]+)", line)))
    hover_line = next(n for n, line in enumerate(lines) if "fetchUserDetail: FetchUserDetailUseCase" in line) + 1
    factory_line = next(n for n, line in enumerate(lines) if "func makeFetchUserDetailUseCase" in line) + 1
    fix_line = next(n for n, line in enumerate(lines) if "dateFormatter: JoinDateFormatter" in line) + 1
    return lines, expected, hover_line, factory_line, fix_line


def test_emacs_eglot_diagnostics_hover_definition_and_code_action(cradle_lsp, mistakes_workspace, tmp_path):
    if shutil.which("emacs") is None:
        pytest.fail("emacs is not installed: bash .ci/run installs Debian's emacs-nox and elpa-eglot")
    path = mistakes_workspace / USER_DETAIL_GRAPH
    lines, expected, hover_line, factory_line, fix_line = positions(path)
    result = run_emacs(SCRIPT, {"@BINARY@": lisp_string(cradle_lsp), "@FILE@": lisp_string(path),
                                "@HOVER_LINE@": str(hover_line), "@FIX_LINE@": str(fix_line)}, path, tmp_path)
    assert result["server"], result
    # Every mistake annotated `// expect: CODE` is reported on the next line, and nothing else.
    by_line = sorted((d["line"], d["type"], d["text"]) for d in result["diagnostics"] or [])
    assert sorted(line for _, line in expected) == sorted(d["line"] for d in result["diagnostics"]), by_line
    for code, line in expected:
        assert any(f"[{code}]" in d["text"] for d in result["diagnostics"] if d["line"] == line), (code, line, by_line)
    missing = next(d for d in result["diagnostics"] if "[missing-registration]" in d["text"])
    assert "JoinDateFormatter" in missing["text"]
    assert missing["type"] in ("eglot-error", ":error", "error"), missing

    # Eldoc's hover (Markdown, rendered when markdown-mode is installed), M-., and the code action
    # applied.
    hover = (result["hover"] or "").replace("`", "")
    assert "FetchUserDetailUseCase is provided by makeFetchUserDetailUseCase (.shared) in UserDetailGraph" in hover, hover
    factory_column = lines[factory_line - 1].index("makeFetchUserDetailUseCase")
    assert result["definition"] == [str(path), factory_line, factory_column], result["definition"]
    assert result["fixed"] == "@Provide private func makeJoinDateFormatter() -> JoinDateFormatter", result["fixed"]
    remaining = next(line for code, line in expected if code == "external-result-dependency")
    assert [d["line"] for d in result["after_fix"] or []] == [remaining], result["after_fix"]


# lsp-mode (Debian's elpa-lsp-mode 8.0.0) with the setup from editors/emacs: cradle-lsp as an
# add-on client. The project root lsp-mode would ask for is given with lsp-workspace-folders-add
# (the SearchDetail package, so the package opened alone is what is tested). lsp-deferred starts
# from an idle timer and batch Emacs is never idle, so the script runs the idle timers once, as
# the first idle moment would. `lsp-execute-code-action` asks which fix with completing-read; the
# title comes from standard input, as a user types it.
LSP_MODE_SCRIPT = r"""
(setq debug-on-error nil)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(setq lsp-diagnostics-provider :flymake)
(setq lsp-enable-suggest-server-download nil)
(require 'lsp-mode)
(require 'flymake)
(define-derived-mode swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))
(add-to-list 'load-path @CONFIG@)
(require 'cradle-lsp)
(setq cradle-lsp-program @BINARY@)
(cradle-lsp-mode-add-on)
(lsp-workspace-folders-add @ROOT@)

@HELPERS@
(let ((result (list (cons 'error nil))))
  (condition-case err
      (progn
        (find-file @FILE@)
        (cradle-test-idle)
        (unless (cradle-test-wait (lambda () (and (bound-and-true-p lsp-mode) (lsp-workspaces)
                                                  (eq (lsp--workspace-status (car (lsp-workspaces))) 'initialized))))
          (error "lsp-mode did not start cradle-lsp"))
        (push (cons 'clients (mapcar (lambda (w) (format "%s" (lsp--client-server-id (lsp--workspace-client w)))) (lsp-workspaces))) result)
        (push (cons 'roots (mapcar #'lsp--workspace-root (lsp-workspaces))) result)
        (push (cons 'flymake (cradle-test-wait #'cradle-test-flymake)) result)
        (push (cons 'diagnostics
                    (mapcar (lambda (d)
                              (let ((start (gethash "start" (gethash "range" d))) (end (gethash "end" (gethash "range" d))))
                                (list (cons 'code (gethash "code" d)) (cons 'source (gethash "source" d))
                                      (cons 'start (list (gethash "line" start) (gethash "character" start)))
                                      (cons 'end (list (gethash "line" end) (gethash "character" end))))))
                            (gethash (buffer-file-name) (lsp-diagnostics t))))
              result)
        ;; M-x lsp-describe-thing-at-point on the parameter type: the hover in *lsp-help*.
        (cradle-test-goto @HOVER_LINE@ "FetchUserDetailUseCase")
        (lsp-describe-thing-at-point)
        (push (cons 'hover (cradle-test-wait (lambda () (and (get-buffer "*lsp-help*")
                                                             (with-current-buffer "*lsp-help*" (buffer-substring-no-properties (point-min) (point-max)))))))
              result)
        ;; M-. (lsp-find-definition) from the same place.
        (cradle-test-goto @HOVER_LINE@ "FetchUserDetailUseCase")
        (lsp-find-definition)
        (push (cons 'definition (list (buffer-file-name) (line-number-at-pos) (current-column))) result)
        ;; M-x lsp-execute-code-action on the missing registration.
        (cradle-test-goto @FIX_LINE@ "JoinDateFormatter")
        (push (cons 'actions (mapcar (lambda (a) (gethash "title" a)) (lsp-code-actions-at-point))) result)
        (call-interactively #'lsp-execute-code-action)
        (push (cons 'fixed (cradle-test-wait #'cradle-test-fixed-line)) result)
        ;; lsp-mode sends the edit as didChange; the server's new diagnostics reach Flymake.
        (push (cons 'flymake_after_fix
                    (cradle-test-wait (lambda () (let ((found (cradle-test-flymake))) (and (= (length found) 1) found)))))
              result))
    (error (setcdr (assq 'error result) (error-message-string err))))
  (with-temp-file @OUT@ (insert (json-encode result))))
(kill-emacs 0)
"""


def test_emacs_lsp_mode_diagnostics_hover_definition_and_code_action(cradle_lsp, mistakes_workspace, tmp_path):
    if shutil.which("emacs") is None or not (LSP_MODE_DIR / "lsp-mode.el").exists():
        pytest.fail("emacs or lsp-mode is not installed: bash .ci/run installs Debian's emacs-nox and elpa-lsp-mode")
    path = mistakes_workspace / USER_DETAIL_GRAPH
    package = path.parents[2]
    lines, expected, hover_line, factory_line, fix_line = positions(path)
    result = run_emacs(LSP_MODE_SCRIPT, {"@BINARY@": lisp_string(cradle_lsp), "@FILE@": lisp_string(path),
                                         "@ROOT@": lisp_string(package), "@HOVER_LINE@": str(hover_line),
                                         "@FIX_LINE@": str(fix_line)}, path, tmp_path)
    assert result["clients"] == ["cradle-lsp"], result
    assert [os.path.realpath(root) for root in result["roots"]] == [os.path.realpath(package)], result["roots"]

    # Every mistake annotated `// expect: CODE` is reported on the next line, and nothing else
    # (the package is opened alone, and DataGraph from a sibling package still resolves), at the
    # exact LSP range; Flymake shows them as errors on those lines.
    found = sorted((d["code"], d["start"][0] + 1) for d in result["diagnostics"])
    assert found == expected, result["diagnostics"]
    assert all(d["source"] == "cradle" for d in result["diagnostics"])
    missing = next(d for d in result["diagnostics"] if d["code"] == "missing-registration")
    column = lines[fix_line - 1].index("JoinDateFormatter")
    assert (missing["start"], missing["end"]) == ([fix_line - 1, column], [fix_line - 1, column + len("JoinDateFormatter")])
    assert sorted(d["line"] for d in result["flymake"]) == sorted(line for _, line in expected), result["flymake"]
    assert all(d["type"] in ("error", ":error") for d in result["flymake"]), result["flymake"]
    assert any("`JoinDateFormatter`" in d["text"] for d in result["flymake"] if d["line"] == fix_line)

    # Hover (lsp-describe-thing-at-point renders the Markdown) and go to definition.
    hover = result["hover"] or ""
    assert "FetchUserDetailUseCase is provided by makeFetchUserDetailUseCase (.shared) in UserDetailGraph" in hover, hover
    assert "Consumers (1): makeUserDetailViewModel" in hover, hover
    factory_column = lines[factory_line - 1].index("makeFetchUserDetailUseCase")
    assert result["definition"] == [str(path), factory_line, factory_column], result["definition"]

    # The code actions, and the first one applied: the stub, and Flymake is left with the other error.
    assert result["actions"][:2] == [FIX_TITLE, "Mark `dateFormatter` as `@External`"], result["actions"]
    assert result["fixed"] == "@Provide private func makeJoinDateFormatter() -> JoinDateFormatter", result["fixed"]
    remaining = next(line for code, line in expected if code == "external-result-dependency")
    assert [d["line"] for d in result["flymake_after_fix"] or []] == [remaining], result["flymake_after_fix"]

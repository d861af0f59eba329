;;; cradle-lsp.el --- Emacs setup for cradle-lsp (Eglot or lsp-mode)  -*- lexical-binding: t; -*-

;;; Commentary:

;; cradle-lsp checks Swift code written with the Cradle dependency-injection macros.  This file
;; offers three setups; load it and call exactly one of them from your init file:
;;
;;   (add-to-list 'load-path "/path/to/cradle-lsp/editors/emacs")
;;   (require 'cradle-lsp)
;;   (cradle-lsp-eglot-with-sourcekit)   ; Eglot: sourcekit-lsp and cradle-lsp, via a multiplexer
;;   ;; or (cradle-lsp-eglot-alone)       ; Eglot: cradle-lsp only
;;   ;; or (cradle-lsp-mode-add-on)       ; lsp-mode: cradle-lsp as an add-on beside sourcekit-lsp
;;
;; Swift buffers use `swift-mode' or `swift-ts-mode' (both from MELPA).
;;
;; Eglot talks to one server per major mode and project, so to keep sourcekit-lsp (completion,
;; types) and add cradle-lsp (Cradle graph diagnostics and fixes) Eglot starts a multiplexer
;; that looks like one server:
;;
;; - rassumfrassum (`pip install rassumfrassum', program `rass'), the default:
;;     rass -- sourcekit-lsp -- cradle-lsp
;;   Diagnostics, code actions and definitions of both servers are merged.  Other requests go to
;;   the first server that can answer them, so hover and the custom `cradle/graphDiagram' request
;;   go to sourcekit-lsp.  Set `cradle-lsp-multiplexer-order' to `cradle-first' to get Cradle's
;;   hovers and `cradle-lsp-show-graph-diagram' instead, at the cost of sourcekit-lsp's hovers.
;;
;; - lspx (github.com/thefrontside/lspx):
;;     lspx --lsp "sourcekit-lsp" --lsp "cradle-lsp"
;;   Set `cradle-lsp-multiplexer' to `lspx'.
;;
;; The equivalent hand-written Eglot entry, without this file:
;;
;;   (with-eval-after-load 'eglot
;;     (add-to-list 'eglot-server-programs
;;                  '((swift-mode swift-ts-mode) . ("rass" "--" "sourcekit-lsp" "--" "cradle-lsp"))))
;;   (add-hook 'swift-mode-hook #'eglot-ensure)
;;
;; The workspace root Eglot sends is the project.el root: the version-control root.  To make the
;; nearest Package.swift the root instead (Emacs 29+):
;;   (setq project-vc-extra-root-markers '("Package.swift"))
;; A package opened alone is fine: cradle-lsp loads the packages it depends on and the app
;; around it, so `sources:' graphs declared in sibling packages resolve.
;;
;; lsp-mode asks for the project root the first time a Swift file opens (import the suggested
;; root, or pick a package); `lsp-workspace-folders-add' sets it ahead of time.  With
;; `lsp-diagnostics-provider' `:flymake' (or Flycheck, when installed) the diagnostics show in
;; the buffer; `lsp-describe-thing-at-point', `lsp-find-definition' (M-.),
;; `lsp-find-references' and `lsp-execute-code-action' work as with any lsp-mode server.
;;
;; Troubleshooting: M-x eglot-events-buffer (Eglot) or lsp-log / *cradle-lsp::stderr* (lsp-mode)
;; show the traffic and the server's log; to record a session for a bug report set
;; `cradle-lsp-arguments' to '("--trace" "/tmp/cradle-lsp.trace").

;;; Code:

(defgroup cradle-lsp nil
  "Cradle dependency-injection checks for Swift through cradle-lsp."
  :group 'tools
  :prefix "cradle-lsp-")

(defcustom cradle-lsp-program "cradle-lsp"
  "The cradle-lsp executable: a name on `exec-path' or an absolute file name."
  :type 'string)

(defcustom cradle-lsp-arguments nil
  "Extra arguments for cradle-lsp, e.g. (\"--trace\" \"/tmp/cradle-lsp.trace\")."
  :type '(repeat string))

(defcustom cradle-lsp-sourcekit-program "sourcekit-lsp"
  "The sourcekit-lsp executable used beside cradle-lsp."
  :type 'string)

(defcustom cradle-lsp-multiplexer 'rass
  "The program that runs sourcekit-lsp and cradle-lsp as one server for Eglot."
  :type '(choice (const :tag "rassumfrassum (rass)" rass)
                 (const :tag "lspx" lspx)))

(defcustom cradle-lsp-multiplexer-order 'sourcekit-first
  "Which server the multiplexer asks first for requests that only one server answers."
  :type '(choice (const :tag "sourcekit-lsp first (its hovers)" sourcekit-first)
                 (const :tag "cradle-lsp first (Cradle hovers, graph diagrams)" cradle-first)))

(defcustom cradle-lsp-swift-modes '(swift-mode swift-ts-mode)
  "Major modes of Swift buffers."
  :type '(repeat symbol))

(defun cradle-lsp--command ()
  "The cradle-lsp command line, as a list."
  (cons cradle-lsp-program cradle-lsp-arguments))

(defun cradle-lsp--multiplexed-command ()
  "The multiplexer command line that runs sourcekit-lsp and cradle-lsp."
  (let ((servers (if (eq cradle-lsp-multiplexer-order 'cradle-first)
                     (list (cradle-lsp--command) (list cradle-lsp-sourcekit-program))
                   (list (list cradle-lsp-sourcekit-program) (cradle-lsp--command)))))
    (pcase cradle-lsp-multiplexer
      ('rass (cons "rass" (apply #'append (mapcar (lambda (server) (cons "--" server)) servers))))
      ('lspx (cons "lspx" (apply #'append
                                 (mapcar (lambda (server)
                                           (list "--lsp" (mapconcat #'shell-quote-argument server " ")))
                                         servers))))
      (_ (user-error "Unknown `cradle-lsp-multiplexer': %S" cradle-lsp-multiplexer)))))

(defvar eglot-server-programs)
(declare-function eglot-ensure "eglot")
(declare-function eglot-current-server "eglot")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function jsonrpc-request "jsonrpc")

(defun cradle-lsp--eglot-setup (contact)
  "Make Eglot start CONTACT (a function returning a command line) in Swift buffers."
  (with-eval-after-load 'eglot
    (add-to-list 'eglot-server-programs
                 (cons cradle-lsp-swift-modes
                       (lambda (&optional _interactive) (funcall contact)))))
  (dolist (mode cradle-lsp-swift-modes)
    (add-hook (intern (format "%s-hook" mode)) #'eglot-ensure)))

;;;###autoload
(defun cradle-lsp-eglot-with-sourcekit ()
  "Eglot in Swift buffers with sourcekit-lsp and cradle-lsp behind a multiplexer."
  (cradle-lsp--eglot-setup #'cradle-lsp--multiplexed-command))

;;;###autoload
(defun cradle-lsp-eglot-alone ()
  "Eglot in Swift buffers with cradle-lsp as the only server."
  (cradle-lsp--eglot-setup #'cradle-lsp--command))

(defvar lsp-language-id-configuration)
(declare-function lsp-register-client "lsp-mode")
(declare-function make-lsp-client "lsp-mode")
(declare-function lsp-stdio-connection "lsp-mode")
(declare-function lsp-request "lsp-mode")
(declare-function lsp--text-document-identifier "lsp-mode")
(declare-function lsp-find-workspace "lsp-mode")
(declare-function lsp-deferred "lsp-mode")
(defvar lsp--buffer-workspaces)

;;;###autoload
(defun cradle-lsp-mode-add-on ()
  "Register cradle-lsp with lsp-mode as an add-on server for Swift buffers.
It runs beside the main Swift client (lsp-sourcekit) on the same buffers."
  (with-eval-after-load 'lsp-mode
    (dolist (mode cradle-lsp-swift-modes)
      (add-to-list 'lsp-language-id-configuration (cons mode "swift")))
    (lsp-register-client
     (make-lsp-client
      :new-connection (lsp-stdio-connection #'cradle-lsp--command)
      :major-modes cradle-lsp-swift-modes
      :add-on? t
      :priority -1
      :server-id 'cradle-lsp
      :initialization-options (lambda () (make-hash-table)))))
  (dolist (mode cradle-lsp-swift-modes)
    (add-hook (intern (format "%s-hook" mode)) #'lsp-deferred)))

;;;###autoload
(defun cradle-lsp-show-graph-diagram ()
  "Show the Mermaid dependency diagram of the graphs in the current Swift file.
Sends cradle-lsp's `cradle/graphDiagram' request through lsp-mode or Eglot."
  (interactive)
  (let* ((identifier nil)
         (diagram
          (cond
           ((and (bound-and-true-p lsp-mode) (fboundp 'lsp-find-workspace))
            (let ((workspace (lsp-find-workspace 'cradle-lsp (buffer-file-name))))
              (unless workspace (user-error "cradle-lsp is not running for this buffer"))
              (setq identifier (lsp--text-document-identifier))
              (let ((lsp--buffer-workspaces (list workspace)))
                (lsp-request "cradle/graphDiagram" (list :textDocument identifier :format "mermaid")))))
           ((and (bound-and-true-p eglot--managed-mode) (fboundp 'eglot-current-server))
            (setq identifier (eglot--TextDocumentIdentifier))
            (jsonrpc-request (eglot-current-server) :cradle/graphDiagram
                             (list :textDocument identifier :format "mermaid")))
           (t (user-error "No language server manages this buffer")))))
    (with-current-buffer (get-buffer-create "*cradle graph*")
      (let ((inhibit-read-only t))
        (erase-buffer)
        (insert diagram))
      (if (fboundp 'mermaid-mode) (mermaid-mode) (text-mode))
      (goto-char (point-min))
      (display-buffer (current-buffer)))))

(provide 'cradle-lsp)
;;; cradle-lsp.el ends here

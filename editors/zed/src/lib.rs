//! Zed extension for cradle-lsp: tells Zed how to start the server for Swift buffers.
//!
//! The binary is, in order: `lsp.cradle-lsp.binary.path` from the Zed settings, else
//! `cradle-lsp` found on the PATH of the worktree's shell. It speaks LSP over stdio with no
//! arguments; `lsp.cradle-lsp.binary.arguments` can add some (e.g. `["--trace", "/tmp/c.trace"]`).

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

const SERVER_NAME: &str = "cradle-lsp";

struct CradleExtension;

impl zed::Extension for CradleExtension {
    fn new() -> Self {
        CradleExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(SERVER_NAME, worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let configured_path = binary.as_ref().and_then(|binary| binary.path.clone());
        let args = binary
            .as_ref()
            .and_then(|binary| binary.arguments.clone())
            .unwrap_or_default();

        let command = match configured_path {
            Some(path) => path,
            None => worktree.which(SERVER_NAME).ok_or_else(|| {
                format!(
                    "{SERVER_NAME} was not found on PATH: install it, or set \
                     lsp.{SERVER_NAME}.binary.path in the Zed settings"
                )
            })?,
        };

        Ok(zed::Command {
            command,
            args,
            env: worktree.shell_env(),
        })
    }

    fn language_server_initialization_options(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        let configured = LspSettings::for_worktree(SERVER_NAME, worktree)
            .ok()
            .and_then(|settings| settings.initialization_options);
        Ok(Some(configured.unwrap_or_else(|| zed::serde_json::json!({}))))
    }
}

zed::register_extension!(CradleExtension);

// VS Code client for cradle-lsp: starts the server over stdio for Swift files and adds the
// "Cradle: Show Dependency Graph" command (the server's custom `cradle/graphDiagram` request) and
// "Cradle: Open Analysis Report" (`cradle-lsp --analyze --format html`, opened in the browser).
// Every text the user reads is localizable: package.json's through package.nls.json and
// package.nls.ko.json, this file's through `vscode.l10n.t` and l10n/bundle.l10n.ko.json (the
// English text is the key; `{0}` is an interpolated value).
import * as childProcess from "child_process";
import * as os from "os";
import * as path from "path";
import * as vscode from "vscode";
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";

/** Parameters of the custom `cradle/graphDiagram` request. */
interface GraphDiagramParams {
  textDocument?: { uri: string };
  graph?: string;
  format: "mermaid" | "dot";
  /** CradleDiagramMaker's workspace view instead of a module's graphs. */
  view?: "declarations" | "composition";
}

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  // The server's stderr (its log) and, with `cradle-lsp.trace.server`, the protocol trace go here.
  const outputChannel = vscode.window.createOutputChannel("cradle-lsp");
  context.subscriptions.push(outputChannel);

  context.subscriptions.push(
    vscode.commands.registerCommand("cradle-lsp.showGraphDiagram", showGraphDiagram),
    vscode.commands.registerCommand("cradle-lsp.showWorkspaceDiagram", showWorkspaceDiagram),
    vscode.commands.registerCommand("cradle-lsp.openAnalysisReport", openAnalysisReport),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("cradle-lsp.path")) {
        const reload = vscode.l10n.t("Reload Window");
        const choice = await vscode.window.showInformationMessage(
          vscode.l10n.t("cradle-lsp.path changed: reload the window to restart cradle-lsp."),
          reload,
        );
        if (choice === reload) {
          await vscode.commands.executeCommand("workbench.action.reloadWindow");
        }
      }
    }),
  );

  const command = serverCommand();
  // `transport: stdio` runs `cradle-lsp --stdio`.
  const serverOptions: ServerOptions = {
    run: { command, transport: TransportKind.stdio },
    debug: { command, transport: TransportKind.stdio },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: "file", language: "swift" }],
    initializationOptions: {},
    outputChannel,
    // Files that are not open are read from disk: the server registers its own file watcher
    // (workspace/didChangeWatchedFiles) dynamically, so none is set up here.
  };

  client = new LanguageClient("cradle-lsp", "Cradle", serverOptions, clientOptions);
  try {
    await client.start();
    await vscode.commands.executeCommand("setContext", "cradle-lsp.running", true);
  } catch (error) {
    outputChannel.appendLine(`cradle-lsp did not start (${command}): ${describe(error)}`);
    const openSettings = vscode.l10n.t("Open Settings");
    const choice = await vscode.window.showErrorMessage(
      vscode.l10n.t("cradle-lsp did not start: {0}. Set \"cradle-lsp.path\" to the cradle-lsp executable.", describe(error)),
      openSettings,
    );
    if (choice === openSettings) {
      await vscode.commands.executeCommand("workbench.action.openSettings", "cradle-lsp.path");
    }
  }
}

export async function deactivate(): Promise<void> {
  if (client) {
    await client.stop();
    client = undefined;
  }
}

/** `cradle-lsp.path`: a name looked up on PATH, an absolute path, `~/…`, or a path relative to
 * the first workspace folder. */
function serverCommand(): string {
  const configured = vscode.workspace
    .getConfiguration("cradle-lsp")
    .get<string>("path", "cradle-lsp")
    .trim();
  if (configured === "") {
    return "cradle-lsp";
  }
  if (configured === "~" || configured.startsWith("~/")) {
    return path.join(os.homedir(), configured.slice(1));
  }
  if (path.isAbsolute(configured) || !configured.includes("/")) {
    return configured;
  }
  const folder = vscode.workspace.workspaceFolders?.[0];
  return folder ? path.join(folder.uri.fsPath, configured) : configured;
}

/** Sends `cradle/graphDiagram` for the active Swift document (the whole workspace when no Swift
 * file is active) and opens the Mermaid text in a new untitled editor. */
async function showGraphDiagram(): Promise<void> {
  if (!client || !client.isRunning()) {
    await vscode.window.showErrorMessage(vscode.l10n.t("cradle-lsp is not running."));
    return;
  }
  const params: GraphDiagramParams = { format: "mermaid" };
  const editor = vscode.window.activeTextEditor;
  if (editor && editor.document.languageId === "swift") {
    params.textDocument = { uri: client.code2ProtocolConverter.asUri(editor.document.uri) };
  }
  await requestAndOpen(client, params);
}

/** Asks which of CradleDiagramMaker's workspace views to draw (composition: the graph instances
 * the roots create through composition types; declarations: every module's graphs and sources)
 * and opens the server's Mermaid text for it. */
async function showWorkspaceDiagram(): Promise<void> {
  const running = client;
  if (running === undefined || running.isRunning() === false) {
    await vscode.window.showErrorMessage(vscode.l10n.t("cradle-lsp is not running."));
    return;
  }
  // The labels are the view names the server and `--view` take; the descriptions are translated.
  const picked = await vscode.window.showQuickPick(
    [
      { label: "composition", description: vscode.l10n.t("graph instances created from the roots, with input bindings") },
      { label: "declarations", description: vscode.l10n.t("every module's graphs and their sources") },
    ],
    { placeHolder: vscode.l10n.t("Workspace view") },
  );
  if (!picked) {
    return;
  }
  const view = picked.label === "composition" ? "composition" : "declarations";
  await requestAndOpen(running, { format: "mermaid", view });
}

/** Runs `cradle-lsp --analyze --format html` on the first workspace folder (the same executable
 * as the server) and opens the page it writes: the graphs drawn, a table sortable by each
 * metric, a panel per registration with why each of its parameters is bound as it is. */
async function openAnalysisReport(): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) {
    await vscode.window.showErrorMessage(vscode.l10n.t("Open a folder to analyse its graphs."));
    return;
  }
  const output = path.join(os.tmpdir(), `cradle-analysis-${Date.now()}.html`);
  const args = ["--analyze", "--format", "html", "--output", output, folder.uri.fsPath];
  // The page in the language the server speaks: it takes VS Code's display language as its
  // locale, and so does the command (`.cradle-lsp.json`'s "messages" still decides first).
  const env = { ...process.env, LC_ALL: vscode.env.language.startsWith("ko") ? "ko_KR.UTF-8" : "C" };
  const options = { cwd: folder.uri.fsPath, timeout: 120000, env };
  const failure = await new Promise<string | undefined>((resolve) => {
    childProcess.execFile(serverCommand(), args, options, (error, _stdout, stderr) => {
      resolve(error ? stderr.trim() || error.message : undefined);
    });
  });
  if (failure !== undefined) {
    await vscode.window.showErrorMessage(vscode.l10n.t("cradle-lsp --analyze failed: {0}", failure));
    return;
  }
  await vscode.env.openExternal(vscode.Uri.file(output));
}

/** Sends `cradle/graphDiagram` with `params` and opens the text beside the active editor. */
async function requestAndOpen(running: LanguageClient, params: GraphDiagramParams): Promise<void> {
  let diagram: string;
  try {
    diagram = await running.sendRequest<string>("cradle/graphDiagram", params);
  } catch (error) {
    await vscode.window.showErrorMessage(vscode.l10n.t("cradle/graphDiagram failed: {0}", describe(error)));
    return;
  }
  const document = await openUntitled(diagram);
  await vscode.window.showTextDocument(document, {
    viewColumn: vscode.ViewColumn.Beside,
    preview: false,
  });
}

/** An untitled document in the `mermaid` language when an installed extension provides it,
 * else plain text. */
async function openUntitled(content: string): Promise<vscode.TextDocument> {
  const languages = await vscode.languages.getLanguages();
  if (languages.includes("mermaid")) {
    try {
      return await vscode.workspace.openTextDocument({ language: "mermaid", content });
    } catch {
      // fall through to plain text
    }
  }
  return vscode.workspace.openTextDocument({ language: "plaintext", content });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

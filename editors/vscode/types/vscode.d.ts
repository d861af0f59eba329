// The part of VS Code's extension API (the `vscode` module, engine ^1.82.0) that
// src/extension.ts uses, and nothing more, written from the published API reference
// (https://code.visualstudio.com/api/references/vscode-api, the `vscode.d.ts` of VS Code 1.82 that
// @types/vscode 1.82 ships). Every declaration keeps the published signature; a union or an
// overload set lists only the members the extension uses. `tsc -p tsconfig.check.json` checks
// the extension against this file without the npm registry (Tests/EndToEnd/test_vscode_extension.py);
// `npm install` builds against the real @types/vscode instead (tsconfig.json never reads this folder).

/** A promise-like value: VS Code's API returns these; `await` works on them. */
interface Thenable<T> extends PromiseLike<T> {}

declare module "vscode" {
  /** Represents a type which can release resources. */
  export class Disposable {
    static from(...disposableLikes: { dispose: () => any }[]): Disposable;
    constructor(callOnDispose: () => any);
    dispose(): any;
  }

  /** A function that represents an event to which you subscribe by calling it with a listener. */
  export interface Event<T> {
    (listener: (e: T) => any, thisArgs?: any, disposables?: Disposable[]): Disposable;
  }

  /** A universal resource identifier. */
  export class Uri {
    private constructor(scheme: string, authority: string, path: string, query: string, fragment: string);
    readonly scheme: string;
    readonly path: string;
    /** The file system path of this Uri (for `file` URIs). */
    readonly fsPath: string;
    /** A Uri from a file system path. */
    static file(path: string): Uri;
    toString(skipEncoding?: boolean): string;
  }

  /** The environment the editor runs in. */
  export namespace env {
    /** Opens the link externally (a `file` URI in the system's browser or viewer). */
    export function openExternal(target: Uri): Thenable<boolean>;
    /** The display language, such as `en` or `ko` (what VS Code sends as the initialize locale). */
    export const language: string;
  }

  /** A text document, such as a source file. */
  export interface TextDocument {
    readonly uri: Uri;
    readonly fileName: string;
    readonly isUntitled: boolean;
    readonly languageId: string;
    readonly version: number;
    getText(): string;
  }

  /** A text editor shown in the window. */
  export interface TextEditor {
    readonly document: TextDocument;
    readonly viewColumn: ViewColumn | undefined;
  }

  /** The columns of editors in the window. */
  export enum ViewColumn {
    Active = -1,
    Beside = -2,
    One = 1,
    Two = 2,
    Three = 3,
    Four = 4,
    Five = 5,
    Six = 6,
    Seven = 7,
    Eight = 8,
    Nine = 9,
  }

  /** Options for `window.showTextDocument` (its `selection` member, a `Range`, is not used here). */
  export interface TextDocumentShowOptions {
    viewColumn?: ViewColumn;
    preserveFocus?: boolean;
    preview?: boolean;
  }

  /** A channel of read-only text in the Output panel. */
  export interface OutputChannel {
    readonly name: string;
    append(value: string): void;
    appendLine(value: string): void;
    replace(value: string): void;
    clear(): void;
    show(preserveFocus?: boolean): void;
    hide(): void;
    dispose(): void;
  }

  /** The collection of state an extension gets at activation. */
  export interface ExtensionContext {
    readonly subscriptions: { dispose(): any }[];
    readonly extensionPath: string;
  }

  /** A workspace folder: one of the roots opened in the window. */
  export interface WorkspaceFolder {
    readonly uri: Uri;
    readonly name: string;
    readonly index: number;
  }

  /** The scope of a configuration value. */
  export type ConfigurationScope = Uri | TextDocument | WorkspaceFolder | { uri?: Uri; languageId: string };

  /** An event describing a change in the configuration. */
  export interface ConfigurationChangeEvent {
    affectsConfiguration(section: string, scope?: ConfigurationScope): boolean;
  }

  /** The configuration of a section, as `workspace.getConfiguration` returns it. */
  export interface WorkspaceConfiguration {
    get<T>(section: string): T | undefined;
    get<T>(section: string, defaultValue: T): T;
    has(section: string): boolean;
    readonly [key: string]: any;
  }

  export namespace commands {
    export function registerCommand(command: string, callback: (...args: any[]) => any, thisArg?: any): Disposable;
    export function executeCommand<T = unknown>(command: string, ...rest: any[]): Thenable<T>;
  }

  export namespace window {
    export let activeTextEditor: TextEditor | undefined;
    export function showTextDocument(document: TextDocument, options?: TextDocumentShowOptions): Thenable<TextEditor>;
    export function showInformationMessage<T extends string>(message: string, ...items: T[]): Thenable<T | undefined>;
    export function showErrorMessage<T extends string>(message: string, ...items: T[]): Thenable<T | undefined>;
    export function createOutputChannel(name: string, languageId?: string): OutputChannel;
    export function showQuickPick<T extends QuickPickItem>(items: readonly T[], options?: QuickPickOptions): Thenable<T | undefined>;
  }

  export interface QuickPickItem {
    label: string;
    description?: string;
  }

  export interface QuickPickOptions {
    placeHolder?: string;
  }

  export namespace workspace {
    export const workspaceFolders: readonly WorkspaceFolder[] | undefined;
    export function getConfiguration(section?: string, scope?: ConfigurationScope | null): WorkspaceConfiguration;
    export const onDidChangeConfiguration: Event<ConfigurationChangeEvent>;
    export function openTextDocument(uri: Uri): Thenable<TextDocument>;
    export function openTextDocument(fileName: string): Thenable<TextDocument>;
    export function openTextDocument(options?: { language?: string; content?: string }): Thenable<TextDocument>;
  }

  export namespace languages {
    export function getLanguages(): Thenable<string[]>;
  }

  /** Localization of the extension's own strings (VS Code 1.73+): `t` looks `message` up in the
   * bundle of the display language (`l10n/bundle.l10n.<locale>.json`, found through package.json's
   * `l10n` field) and replaces `{0}`, `{1}`, … with `args`; without a bundle entry it formats the
   * English `message` itself. */
  export namespace l10n {
    export function t(message: string, ...args: Array<string | number | boolean>): string;
  }
}

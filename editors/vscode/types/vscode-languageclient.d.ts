// The part of vscode-languageclient 9 (`vscode-languageclient/node`, the version package.json
// depends on) that src/extension.ts uses, and nothing more, written from its published API
// (https://github.com/microsoft/vscode-languageserver-node, client/src/node/main.ts and
// client/src/common/client.ts of release 9.0.1; the LSP 3.17 `DocumentSelector`). Every
// declaration keeps the published signature; a union or an overload set lists only the members
// the extension uses. Checked by `tsc -p tsconfig.check.json`; `npm install` builds against the
// real package instead.

declare module "vscode-languageclient/node" {
  import { OutputChannel, Uri } from "vscode";

  /** How the client talks to the server process. */
  export enum TransportKind {
    stdio = 0,
    ipc = 1,
    pipe = 2,
    socket = 3,
  }

  export interface SocketTransport {
    kind: TransportKind.socket;
    port: number;
  }

  export type Transport = TransportKind | SocketTransport;

  export interface ExecutableOptions {
    cwd?: string;
    env?: any;
    detached?: boolean;
    shell?: boolean;
  }

  /** A server started as a process from a command. */
  export interface Executable {
    command: string;
    transport?: Transport;
    args?: string[];
    options?: ExecutableOptions;
  }

  /** How to start the server (the Node-module and function forms are not used here). */
  export type ServerOptions = Executable | { run: Executable; debug: Executable };

  /** LSP 3.17 text document filters and selectors. */
  export type TextDocumentFilter =
    | { language: string; scheme?: string; pattern?: string }
    | { language?: string; scheme: string; pattern?: string }
    | { language?: string; scheme?: string; pattern: string };
  export type DocumentFilter = TextDocumentFilter;
  export type DocumentSelector = (string | DocumentFilter)[];

  /** Options of the client (only those the extension sets are declared). */
  export interface LanguageClientOptions {
    documentSelector?: DocumentSelector | string[];
    diagnosticCollectionName?: string;
    outputChannel?: OutputChannel;
    outputChannelName?: string;
    traceOutputChannel?: OutputChannel;
    initializationOptions?: any | (() => any);
  }

  /** Converts VS Code values to protocol values. */
  export interface Code2ProtocolConverter {
    asUri(uri: Uri): string;
  }

  export interface CancellationToken {
    readonly isCancellationRequested: boolean;
  }

  export abstract class BaseLanguageClient {
    get name(): string;
    get code2ProtocolConverter(): Code2ProtocolConverter;
    start(): Promise<void>;
    stop(timeout?: number): Promise<void>;
    isRunning(): boolean;
    sendRequest<R>(method: string, token?: CancellationToken): Promise<R>;
    sendRequest<R>(method: string, param: any, token?: CancellationToken): Promise<R>;
  }

  /** The client for a server that runs as a local process. */
  export class LanguageClient extends BaseLanguageClient {
    constructor(name: string, serverOptions: ServerOptions, clientOptions: LanguageClientOptions, forceDebug?: boolean);
    constructor(id: string, name: string, serverOptions: ServerOptions, clientOptions: LanguageClientOptions, forceDebug?: boolean);
  }
}

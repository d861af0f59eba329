// The part of Node.js's `os`, `path` and `child_process` modules that src/extension.ts uses,
// written from the Node.js API documentation (https://nodejs.org/api/os.html#oshomedir,
// https://nodejs.org/api/path.html, https://nodejs.org/api/child_process.html#child_processexecfilefile-args-options-callback);
// `npm install` builds against @types/node instead.

declare module "os" {
  export function homedir(): string;
  export function tmpdir(): string;
}

declare module "child_process" {
  export interface ExecFileOptions {
    cwd?: string;
    env?: { [name: string]: string | undefined };
    timeout?: number;
    maxBuffer?: number;
  }
  export interface ExecFileException extends Error {
    code?: number | string | null;
  }
  export function execFile(
    file: string,
    args: readonly string[],
    options: ExecFileOptions,
    callback: (error: ExecFileException | null, stdout: string, stderr: string) => void,
  ): unknown;
}

declare module "path" {
  export function join(...paths: string[]): string;
  export function isAbsolute(path: string): boolean;
}

/** The Node.js process: its environment variables. */
declare const process: { env: { [name: string]: string | undefined } };

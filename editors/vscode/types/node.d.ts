// The part of Node.js's `os` and `path` modules that src/extension.ts uses, written from the
// Node.js API documentation (https://nodejs.org/api/os.html#oshomedir,
// https://nodejs.org/api/path.html); `npm install` builds against @types/node instead.

declare module "os" {
  export function homedir(): string;
}

declare module "path" {
  export function join(...paths: string[]): string;
  export function isAbsolute(path: string): boolean;
}

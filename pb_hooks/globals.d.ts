// CommonJS globals of the jsvm runtime that PocketBase's types.d.ts does not declare.
declare const module: { exports: any };
declare function require(path: string): any;

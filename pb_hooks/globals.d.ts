// CommonJS globals of the jsvm runtime that PocketBase's types.d.ts does not declare.
declare const module: { exports: any };
declare function require(path: string): any;

// The op-id rule of the Go engagement writes (internal/engagement/js.go, bound in main.go).
declare const $appliedOps: {
  isOpId(value: unknown): boolean;
  once<T>(tx: core.App, userId: string, opId: string, kind: string, target: string, apply: () => T): T;
};

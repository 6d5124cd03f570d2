/**
 * The part of `node:zlib` the worker uses (page-template-gzip.ts; workerd has it with Node.js
 * compatibility), for the worker's own type check (tsconfig.worker.json: the Workers runtime's
 * types, no DOM). That check leaves @types/node out: it would also declare globals the worker does
 * not have or must not use (`require`, `__dirname`, `localStorage`, `process.env`). The signatures
 * are @types/node's, narrowed to what the worker passes; the project's check (tsconfig.json, which
 * leaves this file out) checks the same code against @types/node itself.
 */
declare module 'node:zlib' {
  interface ZlibOptions {
    flush?: number;
    finishFlush?: number;
    chunkSize?: number;
    windowBits?: number;
    level?: number;
    memLevel?: number;
    strategy?: number;
    dictionary?: ArrayBufferView | ArrayBuffer;
    info?: boolean;
    maxOutputLength?: number;
  }
  export const constants: { readonly Z_NO_FLUSH: number; readonly Z_SYNC_FLUSH: number; readonly Z_FULL_FLUSH: number; readonly Z_FINISH: number };
  export function crc32(data: string | ArrayBufferView, value?: number): number;
  export function deflateRawSync(buf: string | ArrayBuffer | ArrayBufferView, options?: ZlibOptions): Uint8Array<ArrayBuffer>;
}

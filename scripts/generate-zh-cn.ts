/**
 * Generates the Simplified Chinese dictionary from the Traditional Chinese (Hong Kong) one with
 * OpenCC (hk -> cn), so zh-CN copy is never written by hand. Run by `npm run gen` before builds,
 * type checks and tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { zhHK } from '../content/i18n/dictionaries';

const convert = OpenCC.Converter({ from: 'hk', to: 'cn' });

function convertTree(value: unknown): unknown {
  if (typeof value === 'string') return convert(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertTree(v)]));
  }
  return value;
}

const out = join(dirname(fileURLToPath(import.meta.url)), '../content/i18n/generated/zh-CN.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(convertTree(zhHK), null, 2) + '\n');
console.log(`zh-CN dictionary written (${out.split('/').slice(-3).join('/')})`);

// File header comments (scripts/lint/file-headers.ts, `npm run lint:headers`): which comment is a
// file's header, how its lines count, and the limit of six.
import { describe, expect, it } from 'vitest';
import { checkHeader, fileHeader } from '../../scripts/lint/file-headers';

/** A `/** … *\/` block of `n` lines of text. */
const block = (n: number) => ['/**', ...Array.from({ length: n }, (_, i) => ` * Line ${i + 1}.`), ' */'].join('\n');

describe('the header limit', () => {
  it('passes a header of six lines and fails one of seven, naming the file and the line', () => {
    expect(checkHeader('src/shared/a.ts', `${block(6)}\nexport const a = 1;\n`)).toBeUndefined();
    expect(checkHeader('src/shared/a.ts', `${block(7)}\nexport const a = 1;\n`)).toEqual({
      file: 'src/shared/a.ts',
      line: 1,
      problem: 'header comment has 7 lines (at most 6)',
    });
  });

  it('counts text on the opening and closing lines, not the bare delimiters', () => {
    expect(fileHeader('a.ts', '/** One. */\nexport {};\n')).toEqual({ line: 1, lines: 1 });
    expect(fileHeader('a.ts', '/* One\n   two. */\nexport {};\n')).toEqual({ line: 1, lines: 2 });
    expect(fileHeader('a.ts', `${block(3)}\nexport {};\n`)).toEqual({ line: 1, lines: 3 });
  });

  it('counts a run of // lines as one comment, up to a blank line', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `// Line ${i + 1}.`).join('\n');
    expect(checkHeader('tests/unit/a.test.ts', `${lines(6)}\nimport { it } from 'vitest';\n`)).toBeUndefined();
    expect(checkHeader('tests/unit/a.test.ts', `${lines(7)}\nimport { it } from 'vitest';\n`)?.line).toBe(1);
    expect(fileHeader('a.ts', `${lines(4)}\n\n${lines(4)}\nexport {};\n`)).toEqual({ line: 1, lines: 4 });
  });
});

describe('which comment is the header', () => {
  it('is the first comment after a shebang and directives, before the imports', () => {
    const text = `#!/usr/bin/env node\n'use client';\n\n${block(7)}\nimport a from 'a';\nexport const b = a;\n`;
    expect(checkHeader('scripts/x.ts', text)).toMatchObject({ file: 'scripts/x.ts', line: 4 });
  });

  it('is the first comment right after the imports when none comes before them', () => {
    const text = `import a from 'a';\nimport b from 'b';\n\n${block(7)}\nexport const c = a + b;\n`;
    expect(checkHeader('worker/x.ts', text)).toMatchObject({ file: 'worker/x.ts', line: 4 });
  });

  it('is not a comment further down, on a later declaration or inside the code', () => {
    const text = `import a from 'a';\n\nexport const b = a;\n\n${block(12)}\nexport function c() {\n  ${block(12)}\n}\n`;
    expect(fileHeader('src/x.ts', text)).toBeUndefined();
  });

  it('skips tool comments (eslint, @ts-, triple-slash references)', () => {
    const text = `/* eslint-disable no-console */\n/// <reference types="vite/client" />\n${block(7)}\nexport {};\n`;
    expect(fileHeader('src/x.tsx', text)).toEqual({ line: 3, lines: 7 });
  });

  it('reads a header in CSS and shell files, and none in other files', () => {
    expect(checkHeader('src/styles/x.css', `${block(7).replace('/**', '/*')}\n.a { color: red; }\n`)?.line).toBe(1);
    expect(checkHeader('src/styles/x.css', `${block(6)}\n.a { color: red; }\n`)).toBeUndefined();
    expect(fileHeader('scripts/x.sh', '#!/bin/bash\n# One.\n# Two.\nexec true\n')).toEqual({ line: 2, lines: 2 });
    expect(fileHeader('content/x.json', `${block(9)}\n{}`)).toBeUndefined();
  });
});

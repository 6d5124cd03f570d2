/**
 * File header comments (`npm run lint:headers`, docs/lint.md): a file's header says what the file
 * holds and why in at most MAX_HEADER_LINES lines; longer reasoning belongs in docs/. Which comment
 * is the header and how its lines count is defined in docs/lint.md, "File header comments".
 */
import ts from 'typescript';

export const MAX_HEADER_LINES = 6;

export interface Header {
  /** The header's first line in the file (1-based). */
  line: number;
  /** Its lines: every line but an opening (`/*`, `/**`) and a closing line that hold nothing else. */
  lines: number;
}

export interface HeaderFinding {
  file: string;
  line: number;
  problem: string;
}

/** Comments that configure a tool rather than describe the file: never the header. */
const TOOL_COMMENT = /^(\/\/\/\s*<|\/[/*]\s*(eslint|@ts-|prettier-ignore|global\s|@vitest-|istanbul|c8\s))/;

/** The file's header comment, or undefined when it has none. `path` picks the language by its extension. */
export function fileHeader(path: string, text: string): Header | undefined {
  if (/\.css$/.test(path)) return cssHeader(text);
  if (/\.sh$/.test(path)) return shellHeader(text);
  if (/\.[cm]?[jt]sx?$/.test(path)) return scriptHeader(path, text);
  return undefined;
}

/** The header if it is over the limit, as a finding naming the file and the header's line. */
export function checkHeader(path: string, text: string, max = MAX_HEADER_LINES): HeaderFinding | undefined {
  const header = fileHeader(path, text);
  if (!header || header.lines <= max) return undefined;
  return { file: path, line: header.line, problem: `header comment has ${header.lines} lines (at most ${max})` };
}

function lineOf(text: string, pos: number) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function blockLines(comment: string) {
  const lines = comment.split('\n');
  if (/^\/\*\*?\s*$/.test(lines[0]!)) lines.shift();
  if (lines.length && /^\s*\*\/\s*$/.test(lines.at(-1)!)) lines.pop();
  return lines.length;
}

/**
 * TypeScript and JavaScript: the first comment before the first statement that is not an import, a
 * re-export (`export … from`) or a directive (`'use client'`): at the top, among the imports or right
 * after them, where a file's main export often carries it. A run of `//` lines is one comment.
 */
function scriptHeader(path: string, text: string): Header | undefined {
  const kind = /x$/.test(path) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const isPreamble = (s: ts.Statement) =>
    ts.isImportDeclaration(s) ||
    ts.isImportEqualsDeclaration(s) ||
    (ts.isExportDeclaration(s) && s.moduleSpecifier !== undefined) ||
    (ts.isExpressionStatement(s) && ts.isStringLiteral(s.expression));
  const firstCode = source.statements.findIndex((s) => !isPreamble(s));
  // Comments before each statement up to the first code (getLeadingCommentRanges skips a shebang).
  const starts = [...source.statements.slice(0, firstCode === -1 ? undefined : firstCode + 1).map((s) => s.pos)];
  if (firstCode === -1) starts.push(source.endOfFileToken.pos);
  for (const pos of starts) {
    for (const comment of commentRuns(text, ts.getLeadingCommentRanges(text, pos) ?? [])) {
      const body = text.slice(comment.pos, comment.end);
      if (TOOL_COMMENT.test(body)) continue;
      return { line: lineOf(text, comment.pos), lines: comment.block ? blockLines(body) : body.split('\n').length };
    }
  }
  return undefined;
}

/** Comment ranges with consecutive `//` lines (nothing but a line break between them) joined into one. */
function commentRuns(text: string, ranges: readonly ts.CommentRange[]) {
  const runs: { pos: number; end: number; block: boolean }[] = [];
  for (const r of ranges) {
    const block = r.kind === ts.SyntaxKind.MultiLineCommentTrivia;
    const last = runs.at(-1);
    if (last && !last.block && !block && /^[ \t]*\r?\n[ \t]*$/.test(text.slice(last.end, r.pos))) last.end = r.end;
    else runs.push({ pos: r.pos, end: r.end, block });
  }
  return runs;
}

/** CSS: a comment the file starts with (after blank lines and `@charset`/`@import` lines). */
function cssHeader(text: string): Header | undefined {
  const match = /^(?:\s|@(?:charset|import)[^;]*;)*(\/\*[\s\S]*?\*\/)/.exec(text);
  if (!match) return undefined;
  const pos = match.index + match[0].length - match[1]!.length;
  return { line: lineOf(text, pos), lines: blockLines(match[1]!) };
}

/** Shell: the `#` lines after the shebang, up to the first line that is not one. */
function shellHeader(text: string): Header | undefined {
  const lines = text.split('\n');
  let start = lines[0]?.startsWith('#!') ? 1 : 0;
  while (start < lines.length && lines[start]!.trim() === '') start++;
  let end = start;
  while (end < lines.length && /^\s*#/.test(lines[end]!)) end++;
  return end > start ? { line: start + 1, lines: end - start } : undefined;
}

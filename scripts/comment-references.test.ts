import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Comments say why the code is as it is, not which issue asked for it: a number sends the reader
// to a tracker for the reason the comment could have given. ADR numbers and spec § references
// stay: they are in the repository. Only comments count: the API's texts, test data and
// generated files may say what they like.

const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** The word issue or issues and a number, "#" or not, in any case. */
const ISSUE_NUMBER = /\bissues?\s*#?\d+/i;

/** Generated from the OpenAPI document: its comments are the routes' own descriptions. */
const GENERATED = new Set(['scripts/access/openapi.d.ts']);

/**
 * TEMPORARY: files other changes are moving or splitting right now, cleaned once those land.
 * Take a file out when its comments are clean (the last test insists); the list ends empty.
 */
const STILL_TO_CLEAN = new Set<string>([]);

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[mc]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/**
 * Every comment of a source file with its line (1-based), found by the TypeScript parser: a
 * regular expression cannot tell a comment from a string, a regex literal or JSX text.
 */
function commentsOf(file: string, text: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(
    file,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    scriptKind(file),
  );
  // The tokens in order; a comment sits in the trivia before a token or right after one.
  const tokens: ts.Node[] = [];
  const walk = (node: ts.Node) => {
    const children = node.getChildren(source);
    if (children.length === 0) tokens.push(node);
    else children.forEach(walk);
  };
  walk(source);
  const found = new Map<number, { line: number; text: string }>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      const line = source.getLineAndCharacterOfPosition(r.pos).line + 1;
      found.set(r.pos, { line, text: text.slice(r.pos, r.end) });
    }
  };
  const isJsxText = (node: ts.Node | undefined) => node?.kind === ts.SyntaxKind.JsxText;
  tokens.forEach((token, i) => {
    // JSX text is no trivia: "// x" or "/* x */" between tags is text on the page.
    if (!isJsxText(token)) add(ts.getLeadingCommentRanges(text, token.pos));
    if (!isJsxText(token) && !isJsxText(tokens[i + 1])) add(ts.getTrailingCommentRanges(text, token.end));
  });
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** The comments of `text` that name an issue, as "file:line: the comment's line". */
function issueReferences(file: string, text: string): string[] {
  const out: string[] = [];
  for (const comment of commentsOf(file, text)) {
    comment.text.split('\n').forEach((line, i) => {
      if (ISSUE_NUMBER.test(line)) out.push(`${file}:${comment.line + i}: ${line.trim()}`);
    });
  }
  return out;
}

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) out.push(relative(root, path));
    }
  };
  FOLDERS.forEach((folder) => walk(join(root, folder)));
  // The tools' own configuration at the top (vite, vitest, eslint, drizzle).
  for (const entry of readdirSync(root)) if (/\.config\./.test(entry) && SOURCE.test(entry)) out.push(entry);
  return out.sort();
}

function referencesIn(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  // Most files never mention an issue: only those that do are parsed.
  return ISSUE_NUMBER.test(text) ? issueReferences(file, text) : [];
}

describe('comments name reasons, not issue numbers', () => {
  it('finds an issue number in line, block and JSX comments, and nowhere else', () => {
    const sample = [
      "const a = 'issue 1'; // issue 2: the old reason",
      '/**',
      ' * Covered from the start (Issue #3, ADR 018; spec §5).',
      ' */',
      'const b = `issue 4 ${a /* issues 5 and 6 */}`;',
      'const c = /issue 7/.test(b) ? <p>issue 8 // issue 9 /* issue 10 */</p> : null;',
      'const d = <p>{/* issue 11 */}the ADR 024 text</p>; // ADR 025 and spec §2 only',
      '// tissue 12, reissue 13',
    ].join('\n');
    expect(issueReferences('sample.tsx', sample)).toEqual([
      'sample.tsx:1: // issue 2: the old reason',
      'sample.tsx:3: * Covered from the start (Issue #3, ADR 018; spec §5).',
      'sample.tsx:5: /* issues 5 and 6 */',
      'sample.tsx:7: /* issue 11 */',
    ]);
  });

  it('no comment in src, e2e, bench or scripts names an issue number', () => {
    const offenders = sourceFiles()
      .filter((file) => !GENERATED.has(file) && !STILL_TO_CLEAN.has(file))
      .flatMap(referencesIn);
    expect(offenders, 'say the reason instead (ADR numbers may stay)').toEqual([]);
  });

  it('STILL_TO_CLEAN lists only files that still name an issue', () => {
    const clean = [...STILL_TO_CLEAN].filter(
      (file) => !existsSync(join(root, file)) || referencesIn(file).length === 0,
    );
    expect(clean, 'take these out of STILL_TO_CLEAN').toEqual([]);
  });
});

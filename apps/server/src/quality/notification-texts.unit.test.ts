import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * A notification's words live in the shared message catalogue (packages/shared/src/notification-texts.ts
 * and the areas' *_NOTIFICATIONS), never inline in a service, so they are reviewed in one place and the
 * web app and tests read the same text (docs/PRODUCT.md "Notifications"). This fails when a
 * notifyUser/notifyUsers call writes its title or message as a string or template literal, directly or
 * in a branch (`cond ? 'A' : 'B'`).
 */

const FEATURES = fileURLToPath(new URL('../features/', import.meta.url));
const NOTIFY = new Set(['notifyUser', 'notifyUsers']);
const TEXT_FIELDS = new Set(['title', 'message']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function hasLiteralText(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
    return true;
  }
  return ts.forEachChild(node, (child) => (hasLiteralText(child) ? true : undefined)) ?? false;
}

/** The notify calls in a source text, and each title/message written inline in one ("line: field"). */
function scan(fileName: string, text: string): { calls: number; inline: string[] } {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  let calls = 0;
  const inline: string[] = [];
  const inspectArgument = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && TEXT_FIELDS.has(node.name.text)) {
      if (hasLiteralText(node.initializer)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        inline.push(`${line + 1}: ${node.name.text}`);
      }
      return;
    }
    ts.forEachChild(node, inspectArgument);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && NOTIFY.has(node.expression.text)) {
      calls += 1;
      node.arguments.forEach(inspectArgument);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { calls, inline };
}

describe('notification texts', () => {
  it('finds a title or message written inline, directly or in a branch', () => {
    const sample = `
      await notifyUser(tx, id, { type: 't', title: 'Inline', message: MESSAGES.x.description });
      await notifyUsers(tx, [{ userId, type: 't', title: T.x.title, message: \`Hi \${name}\` }]);
      await notifyUser(tx, id, { type: 't', title: ok ? 'A' : T.b.title, message: T.b.message });
      await notifyUser(tx, id, { type: 'inline type is fine', ...T.c(name), link: '/x' });
    `;
    expect(scan('sample.ts', sample)).toEqual({ calls: 4, inline: ['2: title', '3: message', '4: title'] });
  });

  it('every service takes its notification texts from the catalogue', () => {
    let calls = 0;
    const inline: string[] = [];
    for (const path of sourceFiles(FEATURES)) {
      const found = scan(path, readFileSync(path, 'utf8'));
      calls += found.calls;
      inline.push(...found.inline.map((where) => `${relative(FEATURES, path)}:${where}`));
    }
    // The scan reached the services: they send dozens of notifications.
    expect(calls).toBeGreaterThan(30);
    expect(inline).toEqual([]);
  });
});

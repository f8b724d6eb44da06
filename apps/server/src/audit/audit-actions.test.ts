import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@panel/domain/audit/audit-labels';

/**
 * Every action the server writes to the audit trail has its Spanish name in the domain's catalogue
 * (docs/features/audit.md), found by reading the sources as a reviewer would grep them: literal
 * actions, the features' `*_AUDIT_ACTIONS` constants, and actions built from a typed union
 * (`client.${action}` with `type MoneyAction = 'deposit' | 'pay'`).
 */
const root = join(__dirname, '..', '..', '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const namespaces = new Set(Object.keys(AUDIT_ACTIONS).map((action) => action.split('.')[0]!));

function actionsIn(text: string): string[] {
  const found: string[] = [];
  // action: 'x.y', and any quoted code of a namespace the trail knows ('client.bonus.block').
  // (an audited action has a dot: `action: 'reset'` is a request's field, not an audit code)
  for (const m of text.matchAll(/action:\s*'([^'.]+\.[^']+)'/g)) found.push(m[1]!);
  for (const m of text.matchAll(/'([a-z_]+)\.([a-z_.]+)'/g))
    if (namespaces.has(m[1]!) && !m[2]!.includes('..')) found.push(`${m[1]}.${m[2]}`);
  // const X_AUDIT_ACTIONS = { key: 'x.y', ... }
  for (const block of text.matchAll(/_AUDIT_ACTIONS\s*=\s*\{([^}]*)\}/g))
    for (const m of block[1]!.matchAll(/'([^']+)'/g)) found.push(m[1]!);
  // `client.${action}` where the file declares the union the variable takes.
  for (const m of text.matchAll(/`([a-z_]+)\.\$\{(\w+)\}`/g)) {
    const union = text.match(/type \w*Action\w* = ((?:\s*\|?\s*'[a-z_]+')+);/);
    expect(union, `la unión de ${m[0]}`).not.toBeNull();
    for (const v of union![1]!.matchAll(/'([a-z_]+)'/g)) found.push(`${m[1]}.${v[1]}`);
  }
  return found;
}

describe('audit action names', () => {
  it('every action string used in apps/server has a Spanish label', () => {
    const files = [...sources(join(root, 'apps/server/src')), ...sources(join(root, 'packages/domain/src'))];
    const used = new Set(files.flatMap((file) => actionsIn(readFileSync(file, 'utf8'))));
    // The reading found the ones the issue named.
    for (const known of ['client.pay', 'client.deposit', 'receipt.auto_approve', 'bank_account.unload'])
      expect(used).toContain(known);
    const missing = [...used].filter((action) => !(action in AUDIT_ACTIONS));
    expect(missing).toEqual([]);
  });
});

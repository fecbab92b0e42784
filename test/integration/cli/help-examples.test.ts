// Issue 42: no --help had an example or marked the options that must be given (`export`
// without --out was learnt from an error). Walks every command of main/cli/command-list.ts
// and its subcommands through the real CLI process: each help ends with examples that name
// only the command's own options, and every mandatory option says "(required)".
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { COMMANDS } from '../../../main/cli/command-list.js';
import { cli, removeDir, show, tempDir } from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000 });

interface Walked {
  path: string[];
  mandatory: string[];
  optional: string[];
}

/** Every command and subcommand path, with its mandatory and other long flags, loaded in-process. */
async function walk(): Promise<Walked[]> {
  const out: Walked[] = [];
  const visit = (cmd: Command, path: string[]): void => {
    const long = (mandatory: boolean): string[] =>
      cmd.options.filter((o) => Boolean(o.mandatory) === mandatory && o.long).map((o) => o.long!);
    out.push({ path, mandatory: long(true), optional: long(false) });
    for (const sub of cmd.commands) visit(sub, [...path, sub.name()]);
  };
  for (const c of COMMANDS)
    visit(
      (await c.load())(() => {}),
      [c.name],
    );
  return out;
}

/** The lines under `Examples:`, without their `  $ `. */
function examplesOf(help: string): string[] {
  const at = help.indexOf('\nExamples:\n');
  if (at < 0) return [];
  return help
    .slice(at + '\nExamples:\n'.length)
    .split('\n')
    .filter((l) => l.startsWith('  $ '))
    .map((l) => l.slice(4));
}

/** The help's line for a flag: `  --out <file>   (required) the ...`. */
const optionLine = (help: string, flag: string): string =>
  help.split('\n').find((l) => new RegExp(`^ {2}(-\\w, )?${flag}\\b`).test(l)) ?? '';

describe('--help of every command', () => {
  it('has examples naming only its own options, and marks the required ones', async () => {
    const home = tempDir('cb-help-');
    try {
      const commands = await walk();
      // The list is the whole command list, subcommands included (a command added later is walked too).
      expect(commands.map((c) => c.path.join(' '))).toEqual(
        expect.arrayContaining(['import', 'export', 'jobs', 'plan run', 'plan undo', 'automations list']),
      );
      for (const c of commands) {
        const r = await cli([...c.path, '--help'], join(home, 'home'));
        const name = c.path.join(' ');
        expect(r.code, `${name}\n${show(r)}`).toBe(0);
        const examples = examplesOf(r.stdout);
        expect(examples.length, `${name} has no example\n${r.stdout}`).toBeGreaterThan(0);
        for (const e of examples) {
          expect(e.startsWith(`commerce-bulk ${name} `) || e === `commerce-bulk ${name}`, e).toBe(true);
          // A subcommand's example may be the parent's; its flags are checked in the subcommand's own help.
          if (c.path.length === 1 && commands.some((s) => s.path.length > 1 && e.includes(` ${s.path.join(' ')}`)))
            continue;
          for (const flag of e.match(/(?<=\s)--[\w-]+/g) ?? [])
            expect(optionLine(r.stdout, flag), `${name}: ${flag} of "${e}" is not one of its options`).not.toBe('');
        }
        for (const flag of c.mandatory) expect(optionLine(r.stdout, flag), name).toMatch(/\(required\) /);
        for (const flag of c.optional)
          expect(optionLine(r.stdout, flag), `${name} ${flag}`).not.toContain('(required)');
      }
      const required = commands.flatMap((c) => c.mandatory.map((f) => `${c.path.join(' ')} ${f}`));
      expect(required).toEqual(expect.arrayContaining(['import --resource', 'import --out', 'export --out']));
    } finally {
      removeDir(home);
    }
  });

  it('the top-level help has examples too', async () => {
    const home = tempDir('cb-help-');
    try {
      const r = await cli(['--help'], join(home, 'home'));
      expect(r.code, show(r)).toBe(0);
      expect(examplesOf(r.stdout)).toEqual([
        'commerce-bulk import stock.xlsx --resource DCQuantities --out stock-result.xlsx',
        'commerce-bulk import --help',
      ]);
    } finally {
      removeDir(home);
    }
  });
});

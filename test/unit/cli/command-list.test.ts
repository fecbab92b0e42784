// Issue 44: the top-level help lists the commands from command-list.ts without loading them.
// Each line of that list must say what its command says, and the help must read the same as
// one made from the commands themselves; and argv must name the command to load.
import { Command, Help } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS, commandNamed, listedOnly } from '../../../main/cli/command-list.js';

const noRun = (): void => {};

describe('the command list', () => {
  it('lists each command as the command itself says it (name, arguments, options, description)', async () => {
    const help = new Help();
    for (const c of COMMANDS) {
      const real = (await c.load())(noRun);
      const stub = listedOnly(c);
      expect(stub.name(), c.name).toBe(real.name());
      expect(help.subcommandTerm(stub), c.name).toBe(help.subcommandTerm(real));
      expect(help.subcommandDescription(stub), c.name).toBe(help.subcommandDescription(real));
    }
  });

  it('gives the same top-level help as the loaded commands', async () => {
    const withStubs = new Command('commerce-bulk');
    const withReal = new Command('commerce-bulk');
    for (const c of COMMANDS) {
      withStubs.addCommand(listedOnly(c));
      withReal.addCommand((await c.load())(noRun));
    }
    expect(withStubs.helpInformation()).toBe(withReal.helpInformation());
  });

  it('finds the command argv names', () => {
    expect(commandNamed(['import', 'a.csv', '--resource', 'DCQuantities'])).toBe('import');
    expect(commandNamed(['--retry-failed', 'job-1'])).toBeNull();
    expect(commandNamed(['--retry-failed', 'jobs', 'jobs'])).toBe('jobs');
    expect(commandNamed(['--retry-failed=job-1'])).toBeNull();
    expect(commandNamed(['--version'])).toBeNull();
    expect(commandNamed(['-V'])).toBeNull();
    expect(commandNamed(['help', 'export'])).toBe('export');
    expect(commandNamed(['jobs', '--help'])).toBe('jobs');
    // The top-level help: every command listed, none loaded.
    expect(commandNamed([])).toBeUndefined();
    expect(commandNamed(['--help'])).toBeUndefined();
    expect(commandNamed(['help'])).toBeUndefined();
    expect(commandNamed(['imprt'])).toBeUndefined();
  });
});

// The deployment files in deploy/ hold what the code needs: every setting in the environment template, and systemd
// units that systemd itself accepts.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { settingNames } from '../config.ts';
import { paths } from '../paths.ts';

const deploy = (file: string) => path.join(paths.root, 'deploy', file);

async function hasSystemdAnalyze(): Promise<boolean> {
  return promisify(execFile)('systemd-analyze', ['--version']).then(
    () => true,
    () => false,
  );
}

const systemdAnalyze = process.env.CI === 'true' || (await hasSystemdAnalyze());

describe('deploy/', () => {
  it('revela.env.example lists every setting Revela reads', async () => {
    const template = await readFile(deploy('revela.env.example'), 'utf8');
    const listed = new Set([...template.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(settingNames.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !settingNames.includes(name!))).toEqual([]);
  });

  // systemd-analyze is on CI's machines (Debian's systemd); elsewhere the check is skipped unless CI says otherwise.
  it.runIf(systemdAnalyze)('systemd accepts the units', async () => {
    const units = ['revela@.service', 'revela-worker.service'].map(deploy);
    const { stdout, stderr } = await promisify(execFile)('systemd-analyze', ['verify', ...units]);
    expect(`${stdout}${stderr}`.trim()).toBe('');
    for (const unit of units) {
      const text = await readFile(unit, 'utf8');
      for (const line of ['NoNewPrivileges=yes', 'ProtectSystem=strict', 'Restart=on-failure'])
        expect(text).toContain(line);
      expect(text).toContain('EnvironmentFile=/etc/revela/revela.env');
      expect(text).toMatch(/^User=revela$/m);
    }
  });
});

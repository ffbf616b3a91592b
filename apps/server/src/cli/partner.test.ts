import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-partner-cli-'));
const cli = join(import.meta.dirname, 'partner.ts');

/** The command as an operator types it, on its own database. */
const partner = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', '--conditions=@dubkit/source', cli, ...args], {
    env: { ...process.env, DUBKIT_DATA_DIR: dataDir, DATABASE_URL: '' },
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('partner command', () => {
  it('adds a partner (showing the secret once), lists it without the secret, and revokes it', async () => {
    const added = await partner('add', '--name', '好物商城', '--origin', 'https://shop.example.com');
    const id = /Partner (pt_\S+)/.exec(added.stdout)?.[1];
    const secret = /secret key:\s+(sk_\S+)/.exec(added.stdout)?.[1];
    const publishable = /publishable key:\s+(pk_\S+)/.exec(added.stdout)?.[1];
    expect(id && secret && publishable).toBeTruthy();

    const listed = await partner('list');
    expect(listed.stdout).toContain(`${id}  好物商城  active  ${publishable}  https://shop.example.com`);
    expect(listed.stdout).not.toContain(secret);

    expect((await partner('revoke', id as string)).stdout).toContain(`Revoked ${id}`);
    expect((await partner('list')).stdout).toMatch(new RegExp(`${id}  好物商城  revoked`));
    expect((await partner('revoke', id as string)).stdout).toContain(`No active partner ${id}`);
  });

  it('refuses an origin with a path, and a command it does not know', async () => {
    const refused = await partner('add', '--name', 'x', '--origin', 'https://shop.example.com/embed');
    expect(refused.stderr).toContain('来源应只含协议、域名和端口');
    expect((await partner('remove')).stderr).toContain('Unknown command "remove"');
  });
});

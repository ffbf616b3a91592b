import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { partnerCommand } from './partnerCommand';

const run = promisify(execFile);
const partnerEntry = join(import.meta.dirname, 'partner.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-partner-cli-'));
const store = connect({ sqliteFile: ':memory:' });

/** The command as the operator's shell hands it over, printing what the operator reads. */
async function partner(...args: string[]): Promise<{ stdout: string; error?: string }> {
  const lines: string[] = [];
  try {
    await partnerCommand(args, { db: store.db, now: Date.now }, (line) => lines.push(line));
    return { stdout: lines.join('\n') };
  } catch (error) {
    return { stdout: lines.join('\n'), error: (error as Error).message };
  }
}

beforeAll(() => migrateToLatest(store.db, store.dialect));
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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
    expect((await partner('add', '--name', 'x', '--origin', 'https://shop.example.com/embed')).error).toContain(
      '来源应只含协议、域名和端口',
    );
    expect((await partner('remove')).error).toContain('Unknown command "remove"');
  });

  // One real process: the entry reads the server's settings, migrates its own database and exits non-zero on a refusal.
  it('runs as the operator types it, on the data folder of the settings', { timeout: 120_000 }, async () => {
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', '--conditions=@dubkit/source', partnerEntry, ...args], {
        env: { ...process.env, DUBKIT_DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    const result = await cli('add', '--name', '书店', '--origin', 'http://localhost:9');
    expect(result.stdout).toMatch(/Partner pt_\S+ \(书店\) added/);
    const refused = await cli('remove').catch((error: { stderr: string; code: number }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown command "remove"') });
  });
});

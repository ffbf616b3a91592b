import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A style file that imports a component (or a package index that reaches one) makes vanilla-extract evaluate that
 * component's styles inside its own compile, and the component's rules then go missing from the built site: the UI
 * kit once lost every rule that way. Style files import only other style files and the theme contract.
 */
const allowed = [/^@vanilla-extract\//, /^@dubkit\/ui\/vars$/, /^\.{1,2}\/.*\.css$/];

it('every style file imports only style files, vanilla-extract and @dubkit/ui/vars', () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.css.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  expect(files.length).toBeGreaterThan(40);
  const offending = files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)]
      .map((match) => match[1] ?? '')
      .filter((specifier) => !allowed.some((pattern) => pattern.test(specifier)))
      .map((specifier) => `${file} imports ${specifier}`),
  );
  expect(offending).toEqual([]);
});

// `pnpm pack` / `pnpm publish`: the `@dubkit/source` export condition points the workspace's own tools (Vite, Vitest,
// tsx) at `src/`, which is not shipped, so the published package.json leaves it out.
function withoutSourceCondition(target) {
  if (!target || typeof target !== 'object') return target;
  const { '@dubkit/source': _source, ...rest } = target;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withoutSourceCondition(value)]));
}

module.exports = {
  hooks: {
    beforePacking(manifest) {
      if (manifest.exports) manifest.exports = withoutSourceCondition(manifest.exports);
      return manifest;
    },
  },
};

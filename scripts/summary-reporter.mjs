// A Vitest reporter for `npm test`'s summary: counts, and every failure by name, including those Vitest's JSON
// report leaves without one (a failed beforeAll/afterAll hook, an error while loading a file, an unhandled error).
import { writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** The first line that says what went wrong (not colour codes, nor Storybook's "Click to debug" link). */
function firstLine(error) {
  const text = stripVTControlCharacters(error?.message || error?.stack || String(error ?? ''));
  return (
    text
      .split('\n')
      .find((line) => line.trim() && !line.startsWith('Click to debug'))
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    let passed = 0;
    const failures = [];
    const retried = [];
    for (const module of testModules) {
      const path = module.relativeModuleId ?? module.moduleId;
      for (const error of module.errors()) failures.push(`${path}: ${firstLine(error)}`);
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors())
          failures.push(`${path} › ${suite.fullName} (in a hook): ${firstLine(error)}`);
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        const named = () => `${path} › ${test.fullName}: ${firstLine(result.errors?.[0])}`;
        if (result.state === 'failed') failures.push(named());
        if (result.state !== 'passed') continue;
        passed += 1;
        if (test.diagnostic()?.retryCount) retried.push(named());
      }
    }
    for (const error of unhandledErrors) failures.push(`unhandled error: ${firstLine(error)}`);
    writeFileSync(process.env.DUBKIT_TEST_SUMMARY, JSON.stringify({ passed, failures, retried }));
  }
}

import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints the ten slowest tests of a run, each beside its timeout: a test that takes a third of its
 * timeout on a quiet machine can time out on a busy one, so its budget (a number of runs, not a
 * clock) should shrink. Printed, not asserted: no test fails for being slow.
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        name: `${module.relativeModuleId} > ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
        timeout: test.project.config.testTimeout,
      })),
    );
    if (tests.length === 0) return;
    const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, 10);
    const lines = slowest.map(
      ({ name, ms, timeout }) =>
        `  ${String(Math.round(ms)).padStart(6)} ms  ${((ms / timeout) * 100).toFixed(0).padStart(3)}% of ${timeout} ms  ${name}`,
    );
    process.stdout.write(`\nThe ten slowest tests:\n${lines.join("\n")}\n`);
  }
}

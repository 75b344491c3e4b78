import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Any console.error in a test fails it, unless the test expected it by giving console.error
 * an implementation of its own (`vi.spyOn(console, 'error').mockImplementation(() => {})`).
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const expected = consoleError.getMockImplementation() !== undefined;
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (!expected && calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

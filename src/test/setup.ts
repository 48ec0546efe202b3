// Any console.error fails the test that caused it (React warnings, failed prop types, act() mistakes).
// A test that expects one spies on console.error itself, which replaces this hook for that test.
let consoleErrors: unknown[][] = [];
const originalError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});

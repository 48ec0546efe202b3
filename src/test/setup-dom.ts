// DOM tests only (the `dom` Vitest project): jest-dom matchers, and an empty document after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
});

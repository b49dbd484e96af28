// Test setup for the web project: Testing Library cleans the DOM after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

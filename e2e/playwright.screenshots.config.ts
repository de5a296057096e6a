import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The screenshot run (npm run screenshots): the browser suite's server and browser, its own folder.
export default defineConfig({ ...base, testDir: './screenshots' });

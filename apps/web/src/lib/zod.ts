import { config } from 'zod/v4';

// The web app's zod (every `import … from 'zod'` of the build resolves here, apps/web/vite.config.ts):
// zod's own, told never to compile its checks with `new Function`. Our Content-Security-Policy
// (`script-src 'self'`) forbids that, and zod finds out by trying once, which the browser reports
// as a violation on every page that checks an object; without it zod checks as it does after the
// failed try.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

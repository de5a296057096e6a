// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173) that
// proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@netlease/server'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@netlease/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop()));

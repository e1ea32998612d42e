// `npm run dev`: Vite on PORT (8080) with hot reload, the API on API_PORT (8081) restarted on change;
// Vite proxies /api and /framework to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const kinder = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}` },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const beende = () => kinder.forEach((k) => k.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, beende);
kinder.forEach((k) => k.on('exit', (code) => { beende(); process.exitCode = code ?? 0; }));

import { execSync } from 'node:child_process';
import { login } from './api-client.js';
import { importScenario } from './import-scenario.js';
const api = process.env.API_URL!;
const prof = process.env.PROF === '1';
const pids = () => execSync(`pgrep -f "local/main.ts|cosmos-server" || true`).toString().trim().split('\n').filter(Boolean);
const admin = await login(api, 'admin@demo.test');
if (prof) for (const p of pids()) try { process.kill(Number(p), 'SIGUSR2'); } catch {}
const f = await importScenario(api, admin);
if (prof) for (const p of pids()) try { process.kill(Number(p), 'SIGUSR2'); } catch {}
console.log(JSON.stringify(f));

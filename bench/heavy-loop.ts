/**
 * Background load for the "cheap call beside heavy calls" scenario, in its own process so that reading
 * the heavy answers (megabytes of JSON and workbooks) does not hold up the event loop of the autocannon
 * that times the cheap call: the measure should show the API's contention, not the load tool's.
 * Usage: tsx bench/heavy-loop.ts <base-url> <token> <connections> <path> [<path>…]
 * Requests accept compressed answers, as the site's do. Each connection loops over the paths in turn (connection i starts at path i) until SIGTERM, then prints
 * one JSON line: requests completed, failures, and the p50/p99 of their latencies.
 */
import { Agent, request } from 'node:http';

const [base, token, connectionsText, ...paths] = process.argv.slice(2);
const connections = Number(connectionsText);
// One socket per loop, kept alive, as autocannon's connections are.
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const latencies: number[] = [];
let failures = 0;
let running = true;

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function loop(start: number) {
  for (let i = start; running; i++) {
    const began = performance.now();
    const status = await get(paths[i % paths.length]).catch(() => 0);
    if (status !== 200) failures++;
    else latencies.push(performance.now() - began);
  }
}

const loops = Array.from({ length: connections }, (_, i) => loop(i));
process.on('SIGTERM', () => {
  running = false;
  // In-flight requests are not waited for: they would only delay the report.
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  process.stdout.write(`${JSON.stringify({ requests: latencies.length, failures, p50: at(0.5), p99: at(0.99) })}\n`, () => process.exit(0));
});
process.stdout.write('ready\n');
await Promise.all(loops);

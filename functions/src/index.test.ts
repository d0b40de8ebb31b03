import { app } from '@azure/functions';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes.js';
import { timerFunctions } from './timers.js';

describe('Azure registration (index.ts)', () => {
  it('registers every route of the table with app.http, anonymous, under its own name, method and path', async () => {
    const http = vi.spyOn(app, 'http').mockImplementation(() => undefined);
    const timer = vi.spyOn(app, 'timer').mockImplementation(() => undefined);
    await import('./index.js');
    const registered = http.mock.calls.map(([name, options]) => ({ name, methods: options.methods, route: options.route, authLevel: options.authLevel }));
    expect(registered).toEqual(routes.map((r) => ({ name: r.name, methods: [r.method], route: r.path, authLevel: 'anonymous' })));
    for (const [, options] of http.mock.calls) expect(typeof options.handler).toBe('function');
    expect(timer.mock.calls.map(([name, options]) => [name, options.schedule])).toEqual(timerFunctions.map((t) => [t.name, t.schedule]));
  });
});

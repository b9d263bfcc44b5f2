// Runs in a child process, in a folder outside the repository: imports one function from its
// unpacked bundle and calls it once, as Netlify would, then prints what it answered as one line of
// JSON. Only Node's own modules are imported here; everything else comes from the bundle.
import { pathToFileURL } from 'node:url';

const [file, origin] = process.argv.slice(2);
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000001';

const mod = await import(pathToFileURL(file).href);
const config = mod.config ?? {};
const paths = [config.path ?? []].flat();
const scheduled = paths.length === 0 && Boolean(config.schedule);
const pattern = paths[0] ?? '/';
// The same sample addresses as the authorization sweep: ids 1, user ids a uuid, wildcards a word.
const path = pattern.replace(/:(\w+)(\([^)]*\))?/g, (_, name) => (/user|uuid/i.test(name) ? SAMPLE_UUID : '1')).replace(/\*/g, 'x');
const method = scheduled ? 'POST' : ([config.method ?? 'GET'].flat()[0] ?? 'GET').toUpperCase();
const url = new URL(path, origin);
const params = scheduled ? {} : (new URLPattern({ pathname: pattern }).exec(url)?.pathname.groups ?? {});

const pending = [];
const context = {
  params,
  ip: '203.0.113.9',
  requestId: 'deploy-test',
  geo: {},
  site: { id: 'deploy-test', name: 'deploy-test', url: origin },
  deploy: { id: 'deploy-test', context: 'production', published: true },
  server: { region: 'test' },
  account: { id: 'deploy-test' },
  url,
  cookies: { get: () => undefined, set: () => {}, delete: () => {} },
  json: (body) => Response.json(body),
  waitUntil: (promise) => pending.push(promise),
};
const body = scheduled ? JSON.stringify({ next_run: new Date().toISOString() }) : method === 'GET' || method === 'HEAD' ? undefined : '{}';
const headers = method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json', origin };
const response = await mod.default(new Request(url, { method, headers, body }), context);
await Promise.allSettled(pending);
const text = await response.text();
process.stdout.write(`${JSON.stringify({ scheduled, method, path, status: response.status, contentType: response.headers.get('content-type'), body: text.slice(0, 2000) })}\n`);
// An open database handle would keep the process alive.
process.exit(0);

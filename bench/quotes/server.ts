import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the production build on the local platform server (scripts/serve.ts), as `npm start` does. */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  if (!existsSync(`${ROOT}dist/index.html`)) throw new Error('No build found: run `npm run build` first.');
  const child = spawn(`${ROOT}node_modules/.bin/tsx`, ['scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}); is port ${port} free?`);
    const up = await fetch(`http://127.0.0.1:${port}/api/site-settings`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  stopServer(child);
  throw new Error('The server did not start within 2 minutes');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

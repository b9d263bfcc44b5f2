import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';

/**
 * The local stand-in for Netlify's function router: every netlify/functions/*.mts module is
 * loaded once and matched by its `config.path` and `config.method`, as Netlify does it.
 */
export interface LoadedFunction {
  name: string;
  patterns: URLPattern[];
  methods: Set<string> | null;
  handler: (req: Request, context: Context) => Promise<Response> | Response;
}

export type ModuleLoader = (file: string) => Promise<{ default: LoadedFunction['handler']; config?: Config }>;

const defaultLoader: ModuleLoader = (file) => import(/* @vite-ignore */ pathToFileURL(file).href);

export async function loadFunctions(directory: string, load: ModuleLoader = defaultLoader): Promise<LoadedFunction[]> {
  const files = (await readdir(directory)).filter((f) => /\.m?[jt]s$/.test(f)).sort();
  const loaded: LoadedFunction[] = [];
  for (const file of files) {
    const mod = await load(join(directory, file));
    const paths = [mod.config?.path ?? []].flat();
    // A scheduled function has no path: Netlify runs it on its schedule, never for a request
    // (the local servers run the same work on a timer; see src/server/admin/photos/sweep.ts).
    if (paths.length === 0 && mod.config?.schedule) continue;
    if (paths.length === 0) throw new Error(`netlify/functions/${file} has no config.path`);
    const methods = mod.config?.method ? new Set([mod.config.method].flat().map((m) => m.toUpperCase())) : null;
    loaded.push({
      name: file.replace(/\.m?[jt]s$/, ''),
      patterns: paths.map((pathname) => new URLPattern({ pathname })),
      methods,
      handler: mod.default,
    });
  }
  return loaded;
}

export interface FunctionMatch {
  fn: LoadedFunction;
  params: Record<string, string>;
}

/** The first function whose path matches; a path that matches with another method is a 405 on Netlify too. */
export function matchFunction(functions: LoadedFunction[], request: Request): FunctionMatch | 'method_not_allowed' | null {
  let pathMatched = false;
  for (const fn of functions) {
    for (const pattern of fn.patterns) {
      const result = pattern.exec(request.url);
      if (!result) continue;
      pathMatched = true;
      if (fn.methods && !fn.methods.has(request.method) && !(request.method === 'HEAD' && fn.methods.has('GET'))) continue;
      const params = Object.fromEntries(Object.entries(result.pathname.groups).filter(([, v]) => v !== undefined)) as Record<string, string>;
      return { fn, params };
    }
  }
  return pathMatched ? 'method_not_allowed' : null;
}

/** The parts of Netlify's Context the shop's functions use, filled from the local request. */
export function localContext(request: Request, params: Record<string, string>, ip: string): Context {
  const url = new URL(request.url);
  return {
    params,
    ip,
    requestId: crypto.randomUUID(),
    geo: {},
    site: { id: 'local', name: 'local', url: url.origin },
    deploy: { id: 'local', context: 'dev', published: false },
    server: { region: 'local' },
    account: { id: 'local' },
    url,
    waitUntil: (promise: Promise<unknown>) => void promise.catch((e) => console.error('waitUntil failed', e)),
  } as unknown as Context;
}

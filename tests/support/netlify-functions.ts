import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse as parseToml } from 'smol-toml';

/**
 * The API's functions as Netlify deploys them: every file of netlify/functions bundled by Netlify's
 * own bundler (@netlify/zip-it-and-ship-it) with the settings of netlify.toml's [functions], one
 * zip archive each. Used by tests/deploy (which runs each archive) and bench/functions (which times
 * loading them).
 */
export async function bundleFunctions(root: string, into: string): Promise<{ name: string; path: string }[]> {
  const { functions } = parseToml(await readFile(join(root, 'netlify.toml'), 'utf8')) as { functions: Record<string, unknown> };
  const settings = {
    nodeBundler: functions.node_bundler as never,
    includedFiles: functions.included_files as string[] | undefined,
    externalNodeModules: functions.external_node_modules as string[] | undefined,
  };
  const results = await zipFunctions(join(root, functions.directory as string), into, { basePath: root, repositoryRoot: root, config: { '*': settings } });
  return results.map((r) => ({ name: r.name, path: r.path })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The bundled function's module in an unpacked archive, as its entry point names it. */
export async function functionModule(folder: string): Promise<string> {
  const entry = await readFile(join(folder, '___netlify-entry-point.mjs'), 'utf8');
  const main = /getLambdaHandler\('([^']+)'\)/.exec(entry)?.[1];
  if (!main) throw new Error(`${folder}: no function named in its entry point`);
  return join(folder, main);
}

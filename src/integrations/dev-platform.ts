import type { IncomingMessage, ServerResponse } from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from 'vite';

/**
 * `npm run dev`: the Astro dev server answers /api/* and /media/* with the shop's own Netlify
 * functions, through the same local platform as `npm start` (src/server/platform). Functions are
 * loaded with Vite's SSR loader, so they reload on change and share this process's single
 * embedded database with the pages Astro renders on demand. The adapter's own dev emulation
 * (@netlify/vite-plugin) would run each call in a fresh worker — a second owner of the PGlite
 * directory — so these requests never reach it.
 */
const FUNCTION_PATHS = /^\/(api|media)\//;

type Platform = typeof import('../server/platform/local-server.ts');
type Functions = typeof import('../server/platform/functions.ts');
type Bootstrap = typeof import('../server/db/bootstrap.ts');

function devPlatformPlugin(root: URL): Plugin {
  let functions: ReturnType<Functions['loadFunctions']> | undefined;

  async function load(server: ViteDevServer) {
    const { prepareDatabase } = (await server.ssrLoadModule('/src/server/db/bootstrap.ts')) as Bootstrap;
    await prepareDatabase();
    const { loadFunctions } = (await server.ssrLoadModule('/src/server/platform/functions.ts')) as Functions;
    return loadFunctions(fileURLToPath(new URL('netlify/functions', root)), (file) => server.ssrLoadModule(file) as never);
  }

  return {
    name: 'liftparts:dev-platform',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      // Function modules change while developing: load them afresh after an edit.
      server.watcher.on('change', (file) => {
        if (file.includes('/netlify/functions/') || file.includes('/src/server/')) functions = undefined;
      });
      // Migrate and seed as soon as the server listens, not on the first API call.
      server.httpServer?.once('listening', () => {
        functions ??= load(server);
        functions.catch((error) => server.config.logger.error(`Database or functions failed to load: ${String(error)}`));
      });
      // Registered directly (not in a returned hook), so it runs before Astro's and Netlify's middleware.
      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (!FUNCTION_PATHS.test(req.url ?? '')) return next();
        try {
          functions ??= load(server);
          const { dispatch, drainUnreadBody, toRequest, writeResponse } = (await server.ssrLoadModule('/src/server/platform/local-server.ts')) as Platform;
          const request = toRequest(req, `http://${req.headers.host ?? 'localhost'}`);
          const response = await dispatch({ functions: await functions }, request, req.socket.remoteAddress ?? '127.0.0.1');
          if (!response) return next();
          await writeResponse(res, response, req.method);
          await drainUnreadBody(request);
        } catch (error) {
          functions = undefined;
          next(error);
        }
      });
    },
  };
}

/** Adds the dev-only function router (see above); does nothing for builds. */
export function devPlatform(): AstroIntegration {
  return {
    name: 'liftparts:dev-platform',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'dev') return;
        const root = fileURLToPath(config.root);
        updateConfig({
          vite: {
            plugins: [devPlatformPlugin(config.root)],
            // Serve files from node_modules even when it is a link to another checkout (git worktrees).
            server: { fs: { allow: [searchForWorkspaceRoot(root), realpathSync(`${root}/node_modules`)] } },
          },
        });
      },
    },
  };
}

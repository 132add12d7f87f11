import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messageTiers } from './src/i18n/message-tiers-plugin.ts';

const apiOrigin = process.env.SDDP_API_ORIGIN ?? 'http://127.0.0.1:3001';

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Libraries get chunks named after them, so the build report reads truthfully (issue 16). Higher priority
 * is taken first: a library shared by two groups lands in the one that every page loads anyway.
 */
const LIBRARY_CHUNKS = [
  { name: 'react', test: pkg('react|react-dom|scheduler|use-sync-external-store'), priority: 90 },
  {
    name: 'router',
    test: pkg(
      '@tanstack/react-router|@tanstack/router-core|@tanstack/history|@tanstack/react-store|@tanstack/store|cookie-es|seroval|seroval-plugins|isbot',
    ),
    priority: 80,
  },
  { name: 'query', test: pkg('@tanstack/query-core|@tanstack/react-query'), priority: 70 },
  { name: 'i18n', test: pkg('i18next|react-i18next'), priority: 70 },
  { name: 'zod', test: pkg('zod'), priority: 70 },
  { name: 'classnames', test: pkg('tailwind-merge|clsx|class-variance-authority'), priority: 70 },
  { name: 'toast', test: pkg('sonner'), priority: 60 },
  { name: 'forms', test: pkg('react-hook-form|@hookform/resolvers'), priority: 60 },
  { name: 'table', test: pkg('@tanstack/table-core|@tanstack/react-table'), priority: 60 },
  { name: 'editor', test: pkg('@tiptap/[\\w-]+|prosemirror-[\\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs'), priority: 50 },
  {
    name: 'charts',
    test: pkg(
      'recharts|d3-[\\w-]+|victory-vendor|internmap|@reduxjs/toolkit|redux|react-redux|redux-thunk|immer|reselect|eventemitter3|decimal\\.js-light|es-toolkit|tiny-invariant',
    ),
    priority: 50,
  },
];

/**
 * The other chunks are named after what they hold, not after their first module (an automatic chunk that
 * held i18next and tailwind-merge was called `createLucideIcon`): one package or file by name, a mix by its
 * two commonest sources and how many more there are.
 */
function honestChunkName(chunk: { name: string; moduleIds: readonly string[] }): string {
  if (LIBRARY_CHUNKS.some((group) => group.name === chunk.name) || chunk.moduleIds.length === 0) return chunk.name;
  const counts = new Map<string, number>();
  for (const id of chunk.moduleIds) {
    const source = sourceName(id);
    if (source) counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  // Icons are many tiny modules: they name a chunk only when it holds nothing else.
  const rank = ([source, count]: [string, number]) => (source === 'lucide-react' ? 0 : count);
  const sources = [...counts].sort((a, b) => rank(b) - rank(a)).map(([source]) => source);
  if (sources.length === 0) return chunk.name;
  const named = sources.slice(0, 2).join('+');
  return sources.length > 2 ? `${named}+${sources.length - 2}` : named;
}

/**
 * The default language's messages (web/src/i18n/load-messages.ts) are fetched beside the entry rather than
 * after it has run: one round trip less before the first render for zh, the default (an English reader
 * fetches both).
 */
function preloadDefaultMessages(): Plugin {
  return {
    name: 'sddp:preload-default-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/i18n/messages.zh.ts'),
        );
        if (!chunk) throw new Error('No chunk for src/i18n/messages.zh.ts: the default language would load after the entry');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

function sourceName(id: string): string | undefined {
  const clean = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(clean)?.[1];
  if (inPackage)
    return inPackage
      .replace(/^@radix-ui\/react-/, 'radix-')
      .replace(/^@floating-ui\//, 'floating-ui-')
      .replace(/^@/, '')
      .replace('/', '-');
  if (clean.startsWith('\0') || !/\.[cm]?[jt]sx?$/.test(clean)) return undefined;
  return clean
    .split('/')
    .pop()
    ?.replace(/\.[^.]+$/, '');
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The router plugin must run before react so its code-split chunks get the React transform.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the entry then carries no feature's fetchers (and their
      // contract schemas), and a navigation still fetches one chunk per route.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    tailwindcss(),
    preloadDefaultMessages(),
    messageTiers(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/bundle-budget.ts walks each route's cold-load closure in the manifest (issue 16).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: LIBRARY_CHUNKS },
        chunkFileNames: (chunk) => `assets/${honestChunkName(chunk)}-[hash].js`,
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/user-api': { target: apiOrigin, changeOrigin: true } },
  },
});

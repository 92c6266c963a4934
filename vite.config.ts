import { createRequire } from 'node:module'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { webAliases } from './import-aliases.ts'

export default defineConfig(({ command }) => ({
  publicDir: 'web/public',
  resolve: { alias: webAliases },
  // Dependencies that load lazily: pre-bundled at start, so the dev server never re-optimizes
  // mid-session (which would load a second copy of React).
  optimizeDeps: { include: ['react-toastify/unstyled', 'react-activity-calendar'] },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // One CSS file for the public pages; the theme script is inlined by root.tsx, never a request.
    cssCodeSplit: true,
    assetsInlineLimit: 0,
  },
  // The server build (build/server/index.js) carries its dependencies, so the server's start does
  // not resolve and read hundreds of files in node_modules (ADR 0012). React and React Router stay
  // external: the Fastify process imports react-router too, and there must be one copy of each.
  ...(command === 'build'
    ? {
        // react-dom/server.edge requires React's legacy renderer (renderToString) beside the
        // streaming one entry.server.tsx calls: 259 KB of source compiled and held by every server
        // that renders a page. The streaming renderer's own file is built in instead (react-dom's
        // package exports do not name it, so it is found from its package.json).
        resolve: {
          alias: [
            ...webAliases,
            { find: /^react-dom\/server\.edge$/, replacement: reactDomEdgeRenderer() },
          ],
        },
        ssr: {
          noExternal: true,
          external: ['react', 'react-dom', 'react-router'],
        },
      }
    : {}),
}))

/** React's streaming renderer for web streams alone, without the legacy one server.edge adds. */
function reactDomEdgeRenderer(): string {
  const manifest = createRequire(import.meta.url).resolve('react-dom/package.json')
  return path.join(path.dirname(manifest), 'cjs', 'react-dom-server.edge.production.js')
}

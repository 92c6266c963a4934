import { defineConfig } from 'vite'
import { webAliases } from './import-aliases.ts'
import { ISLANDS_ENTRY, ISLANDS_MANIFEST } from './web/app/islands/build-paths.ts'

/**
 * The public pages' script (ADR 0010): web/app/islands/main.ts and the chunks it loads on demand,
 * built next to React Router's client build. The manifest tells the server the hashed file name.
 */
export default defineConfig({
  publicDir: false,
  resolve: { alias: webAliases },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    assetsInlineLimit: 0,
    // Module scripts only run in browsers that support modules; no preload polyfill needed.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { islands: ISLANDS_ENTRY },
      // React libraries mark themselves "use client"; without server components it means nothing.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
})

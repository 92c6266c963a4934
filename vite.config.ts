import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: 'web/public',
  // Dependencies that load lazily: pre-bundled at start, so the dev server never re-optimizes
  // mid-session (which would load a second copy of React).
  optimizeDeps: { include: ['react-toastify/unstyled', 'react-activity-calendar'] },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // One CSS file for the public pages; the theme script is inlined by root.tsx, never a request.
    cssCodeSplit: true,
    assetsInlineLimit: 0,
  },
})

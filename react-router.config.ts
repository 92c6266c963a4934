import type { Config } from '@react-router/dev/config'

/** The web app lives in web/app and is server-rendered by the Fastify process (server/modules/web-host). */
export default {
  appDirectory: 'web/app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config

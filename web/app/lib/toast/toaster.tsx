import { lazy, Suspense, useEffect, useState } from 'react'

const PublicToastContainer = lazy(() => import('./toast-container.tsx'))

/** Mounts the toast container once the page is idle, outside the first load's JavaScript. */
export function Toaster() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const show = () => setReady(true)
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(show, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(show, 200)
    return () => clearTimeout(id)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <PublicToastContainer />
    </Suspense>
  )
}

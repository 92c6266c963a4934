import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import { dismissProblems } from '@/lib/toast/notify.ts'
import { useTheme } from '@/lib/theme/use-theme.ts'

/**
 * docs/contract.md §9: toasts of the login, reset and owner pages sit bottom centre, 3000 ms.
 * Warnings and errors go when the owner opens a dashboard page (a failed sign-in's message does
 * not follow them in); the same message is never shown twice at once.
 */
export function AdminToasts() {
  const [theme] = useTheme()
  const { pathname } = useLocation()
  useEffect(() => {
    // Leaving for /login keeps them: they say why (an expired session, say).
    if (pathname.startsWith('/dashboard')) void dismissProblems()
  }, [pathname])
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={3000}
      pauseOnHover
      pauseOnFocusLoss
      theme={theme === 'dark' ? 'dark' : 'light'}
    />
  )
}

import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import { useTheme } from '@/lib/theme/use-theme.ts'

/** docs/contract.md §9: toasts of the login, reset and owner pages sit bottom centre, 3000 ms. */
export function AdminToasts() {
  const [theme] = useTheme()
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

import { createRoot } from 'react-dom/client'
import { ToastContainer, toast } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import { useTheme } from '../lib/theme/use-theme.ts'

/** docs/contract.md §9: public toasts top right, 5000 ms, pause on hover and focus loss, drag at 80%. */
function PublicToastContainer() {
  const [theme] = useTheme()
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      theme={theme === 'dark' ? 'dark' : 'light'}
    />
  )
}

/** Mounts the container into its own element at the end of <body>. */
export function mountPublicToasts(): typeof toast {
  const host = document.createElement('div')
  host.dataset.toasts = ''
  document.body.append(host)
  createRoot(host).render(<PublicToastContainer />)
  return toast
}

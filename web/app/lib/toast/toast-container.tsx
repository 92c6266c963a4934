import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import { useTheme } from '../theme/use-theme.ts'

/** SPEC section 9: public toasts top right, 5000 ms, pause on hover and focus loss, drag at 80%. */
export default function PublicToastContainer() {
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

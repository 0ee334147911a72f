import { Toaster } from 'sonner';

/**
 * Mounted by the login page and by the signed-in layout (never both at once), not at the root:
 * that keeps sonner out of the landing page's JavaScript.
 */
export function AppToaster() {
  return <Toaster position="bottom-right" richColors closeButton toastOptions={{ className: 'font-sans' }} />;
}

import { Toaster } from 'sonner';

/**
 * Mounted by the login page and by the signed-in layout (never both at once), not at the root:
 * that keeps sonner out of the landing page's JavaScript.
 */
export function AppToaster({ aboveChatButton = false }: { aboveChatButton?: boolean }) {
  // The signed-in pages float the chat button bottom right: toasts then stack above it.
  const offset = aboveChatButton ? { bottom: 88, right: 16 } : undefined;
  return <Toaster position="bottom-right" richColors closeButton offset={offset} mobileOffset={offset} toastOptions={{ className: 'font-sans' }} />;
}

import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '@/lib/cn';
import { dismissToast, type ToastMessage } from './toast-store';

const variantClasses = {
  default: 'border-surface-line bg-surface text-ink',
  destructive: 'border-emergency-dark bg-emergency text-white',
} as const;

export default function ToastViewport({ toasts }: { toasts: readonly ToastMessage[] }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={8000}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          data-slot="toast"
          data-variant={t.variant}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn('relative grid gap-1 rounded-lg border p-4 pe-10 shadow-lg', variantClasses[t.variant])}
        >
          <ToastPrimitive.Title className="font-bold">{t.title}</ToastPrimitive.Title>
          {t.description ? (
            <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 end-2 grid size-8 place-items-center rounded-md focus-visible:outline-3 focus-visible:outline-current"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed end-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

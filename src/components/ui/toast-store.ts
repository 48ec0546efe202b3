// The one toast system (docs/conventions.md #10): a tiny external store that any module may push to, rendered
// by <Toaster /> with Radix Toast. The Radix part loads only once the first toast is raised.

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

type Listener = () => void;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const message: ToastMessage = { id, variant: input.variant ?? 'default', title: input.title };
  if (input.description) message.description = input.description;
  toasts = [...toasts, message];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastMessage[] {
  return toasts;
}

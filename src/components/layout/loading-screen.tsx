/** What a lazy page shows while its code loads (the hubs' messages come from the route registry). */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-ink-muted">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-border border-t-brand"
      />
      <p className="text-lg font-semibold">{message}</p>
    </div>
  );
}

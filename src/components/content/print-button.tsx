import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Opens the browser's print dialog; the print stylesheet (src/styles/index.css) makes the page a clean sheet. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" onClick={() => window.print()} className="print:hidden">
      <Icon name="printer" />
      {label}
    </Button>
  );
}

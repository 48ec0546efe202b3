import { CheckerView } from '@/features/checker/checker-view';

// "Is it an emergency?" (/check and every question and outcome under it, docs/checker.md).
export default function CheckPage() {
  return <CheckerView />;
}

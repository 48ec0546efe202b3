import { VetDirectory } from '@/features/vet-directory/vet-directory';

export default function VetsPage() {
  return <VetDirectory />;
}

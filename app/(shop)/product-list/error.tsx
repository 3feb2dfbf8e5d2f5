'use client';
import { PageError } from '@/components/catalogue/page-error';

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <PageError error={error} retry={retry} />;
}

// The narrow centred column of the account screens.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../ui/use-document-title';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md px-4 py-8 sm:px-6 lg:py-12">
      <div className="rounded-xl border border-border bg-surface p-6">
        <h1 id="page-title" className="mb-6 text-2xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        <div className="flex flex-col gap-4">{children}</div>
      </div>
    </section>
  );
}

// The frame of the static pages: heading, tab title, readable column. Their texts are in
// the legal catalog (loaded with the first of these pages, never in the first load).
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../ui/use-document-title';

export function LegalPage({ title, documentTitle, children }: { title: string; documentTitle?: string; children: ReactNode }) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {title}
      </h1>
      <div className="legal mt-6 flex flex-col gap-4 text-sm leading-relaxed text-muted sm:text-base [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-fg [&_ul]:list-disc [&_ul]:ps-5">
        {children}
      </div>
    </article>
  );
}

export function SupportEmail({ email }: { email: string }) {
  const t = useT('legal');
  if (!email) return <span>{t('email_fallback')}</span>;
  return (
    <a href={`mailto:${email}`} className="text-accent underline underline-offset-4 hover:text-accent-hover">
      {email}
    </a>
  );
}

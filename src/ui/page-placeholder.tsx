// The shell of a page whose content a later issue builds: the right heading, a short
// note on what the page will hold, and room for links.
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PagePlaceholderProps {
  title: string;
  /** What the page will hold, e.g. "This page will list ...". */
  description: ReactNode;
  /** Tab title when it differs from the heading (spec §9 page titles). */
  documentTitle?: string;
  children?: ReactNode;
  /** Narrow pages (forms) use a smaller column. */
  narrow?: boolean;
}

export function PagePlaceholder({ title, description, documentTitle, children, narrow }: PagePlaceholderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <section
      aria-labelledby="page-title"
      className={`mx-auto w-full px-4 py-8 sm:px-6 lg:py-12 ${narrow ? 'max-w-md' : 'max-w-6xl'}`}
    >
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {title}
      </h1>
      <div className="mt-3 max-w-prose text-sm leading-relaxed text-muted sm:text-base">{description}</div>
      {children ? <div className="mt-6 flex flex-col gap-4">{children}</div> : null}
    </section>
  );
}

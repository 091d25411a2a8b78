// /creator/terms: the terms creators accept, from the `site` setting's creator_terms (set
// by an admin), else the default terms of the `creator` catalog (terms.default). Plain text: blank lines part paragraphs, a line
// starting with '## ' is a heading.
import { Fragment } from 'react';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage } from '../legal/legal-page';
import { useT } from '../../i18n';

interface Block {
  heading?: string;
  text: string;
}

export function parseTerms(source: string): Block[] {
  return source
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap((chunk) => {
      const [first = '', ...rest] = chunk.split('\n');
      if (!first.startsWith('## ')) return [{ text: chunk }];
      return [{ heading: first.slice(3).trim(), text: rest.join('\n').trim() }];
    });
}

export function CreatorTermsPage() {
  const t = useT('creator');
  const site = useSiteSettings();
  const source = (site.creator_terms.trim() || t('terms.default', { site: '{site}' })).replaceAll('{site}', site.site_name);
  return (
    <LegalPage title={t('terms.title')}>
      <div data-testid="creator-terms" className="flex flex-col gap-4">
        {parseTerms(source).map((b, i) => (
          <Fragment key={i}>
            {b.heading ? <h2>{b.heading}</h2> : null}
            {b.text ? <p className="whitespace-pre-line">{b.text}</p> : null}
          </Fragment>
        ))}
      </div>
    </LegalPage>
  );
}

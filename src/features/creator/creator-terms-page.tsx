// /creator/terms: the terms creators accept, from the `site` setting's creator_terms (set
// by an admin), else the default below. Plain text: blank lines part paragraphs, a line
// starting with '## ' is a heading.
import { Fragment } from 'react';
import { useSiteSettings } from '../../ui/use-site-settings';
import { LegalPage } from '../legal/legal-page';

export const DEFAULT_CREATOR_TERMS = `These terms apply to every video you upload to {site} as a creator, in addition to the site's Terms of Service.

## Age and identity verification
You are at least 18 years old. To become a creator you send a photo of the front of your ID document and a selfie holding it. They are used for age verification only: only admins can see them, through links that expire after 60 seconds, location and camera data are removed when you upload them, and they are deleted if your creator status is revoked.

## Who may appear
Every person who appears in your videos was at least 18 years old when it was recorded, gave documented consent to the recording and to its publication on {site}, and can withdraw that consent for future publication.

## Records you keep
You keep the age and identity records required by 18 U.S.C. § 2257 and 28 C.F.R. Part 75 (or the law where you produce) for every performer, and produce them within 7 days when the operator asks.

## What you may not upload
Nothing illegal, nothing recorded or shared without consent, nothing that infringes someone else's copyright, trademark or privacy, and nothing involving violence, intoxication or anyone who cannot consent.

## Your rights and ours
You keep the rights to your videos. You give {site} a non-exclusive licence to host, stream, transcode and show them (with thumbnails and previews) for as long as they are on the site. You can delete a video at any time.

## Review and removal
The operator may review, restrict or remove any upload, and suspend creator status, when these terms or the law are broken. Takedown requests follow the DMCA / Takedown Policy.

## Changes
The operator may update these terms; uploads after a change are made under the new terms.`;

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
  const site = useSiteSettings();
  const source = (site.creator_terms.trim() || DEFAULT_CREATOR_TERMS).replaceAll('{site}', site.site_name);
  return (
    <LegalPage title="Creator Terms">
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

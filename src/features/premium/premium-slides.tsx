// The content of the premium carousel: three feature slides and the FAQ.
import type { ReactNode } from 'react';

export interface Slide {
  id: string;
  title: string;
  body: ReactNode;
}

const FAQ: Array<[string, string]> = [
  ['How can I pay?', 'By SEPA bank transfer in euros, or with cryptocurrency through our payment provider.'],
  ['When does premium start?', 'As soon as your payment is confirmed: within minutes for cryptocurrency, 1-3 business days for a bank transfer.'],
  ['Does it renew automatically?', 'No. You pay for a month or a year at a time; we remind you three days before it ends, and a renewal adds to the time you have left.'],
  ['Where do I see my payments?', 'In your account menu under Payments: every payment with its reference, and the date your premium ends.'],
];

export const SLIDES: Slide[] = [
  {
    id: 'videos',
    title: 'Every premium video',
    body: <p>Unlock the premium collection: exclusive videos, in full quality, from every player we offer.</p>,
  },
  {
    id: 'no-ads',
    title: 'No ads. Anywhere.',
    body: <p>Premium members browse, search and watch the whole site without a single ad.</p>,
  },
  {
    id: 'area',
    title: 'Your own premium area',
    body: <p>Search the premium collection and filter it by category in your premium dashboard, on any device.</p>,
  },
  {
    id: 'faq',
    title: 'Questions and answers',
    body: (
      <dl className="grid gap-4 text-left sm:grid-cols-2">
        {FAQ.map(([q, a]) => (
          <div key={q} className="rounded-lg border border-border bg-surface/80 p-4">
            <dt className="font-semibold text-fg">{q}</dt>
            <dd className="mt-1 text-sm text-muted">{a}</dd>
          </div>
        ))}
      </dl>
    ),
  },
];

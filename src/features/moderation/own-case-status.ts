// What a creator reads as the state of a case about their own item (issue 36 §8). A held
// upload (source "review") was never reported: it reads "Awaiting review", then "Published"
// once approved (an approval is stored as "restored"), not "Reported, under review".
import type { OwnCase } from './api';

// Keys of the `creator` catalog.
const STATUS: Record<OwnCase['status'], string> = {
  open: 'cases.status.open',
  hidden: 'cases.status.hidden',
  removed: 'cases.status.removed',
  dismissed: 'cases.status.dismissed',
  restored: 'cases.status.restored',
};

export function ownCaseStatusKey(c: Pick<OwnCase, 'source' | 'status'>): string {
  if (c.source === 'review') {
    if (c.status === 'open' || c.status === 'hidden') return 'cases.status.awaiting_review';
    if (c.status === 'restored' || c.status === 'dismissed') return 'cases.status.published';
  }
  return STATUS[c.status];
}

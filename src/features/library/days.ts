// History by day: items (newest first) grouped under their local day's heading. The page
// hands the words and the locale of the visitor's language; English by default.
export interface DayWords {
  today: string;
  yesterday: string;
  earlier: string;
  /** BCP-47 tag for the weekday and date of older days. */
  locale?: string;
}

const ENGLISH: DayWords = { today: 'Today', yesterday: 'Yesterday', earlier: 'Earlier' };

export function dayLabel(iso: string, now = new Date(), words: DayWords = ENGLISH): string {
  const d = new Date(iso.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) return words.earlier;
  const key = (x: Date) => `${x.getFullYear()}-${x.getMonth()}-${x.getDate()}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key(d) === key(now)) return words.today;
  if (key(d) === key(yesterday)) return words.yesterday;
  return d.toLocaleDateString(words.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function byDay<T extends { added?: string }>(items: T[], now = new Date(), words: DayWords = ENGLISH): { day: string; items: T[] }[] {
  const out: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayLabel(item.added ?? '', now, words);
    const last = out.at(-1);
    if (last && last.day === day) last.items.push(item);
    else out.push({ day, items: [item] });
  }
  return out;
}

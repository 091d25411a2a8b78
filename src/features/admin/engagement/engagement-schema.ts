// The Engagement tab's form rules (management spec §5): bot usernames one per line (blanks
// dropped, each 3-20 lowercase letters, digits or '_'); add-engagement needs a video and a
// view count >= 0. Messages are keys of the `admin` catalog; the forms show them translated.
import { z } from '../../../lib/zod';
import { USERNAME, parseUsernameLines, parseViews } from './api';

/** The first name the server would refuse, if any. */
export const firstBadUsername = (names: readonly string[]) => names.find((n) => !USERNAME.test(n));

/** A failed check of a transform (zod/mini's transforms have no addIssue helper). */
const issue = (input: string, message: string) => ({ code: 'custom' as const, input, message });

export const botUsersSchema = z.object({
  usernames: z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const names = parseUsernameLines(text);
      // 'bots.invalid' names the first bad line: the form reads it with firstBadUsername.
      if (!names.length) ctx.issues.push(issue(text, 'bots.enter_one'));
      else if (firstBadUsername(names)) ctx.issues.push(issue(text, 'bots.invalid'));
      return names;
    }),
  ),
});
export type BotUsersInput = z.input<typeof botUsersSchema>;
export type BotUsersOutput = z.output<typeof botUsersSchema>;

export const addEngagementSchema = z.object({
  video: z.nullable(z.object({ id: z.string(), title: z.string() })).check(z.refine((v) => v !== null, { message: 'engagement.select_video' })),
  views: z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const n = parseViews(text);
      if (n === null) ctx.issues.push(issue(text, 'engagement.views_invalid'));
      return n ?? 0;
    }),
  ),
  comments: z.string(),
});
export type AddEngagementInput = z.input<typeof addEngagementSchema>;
export type AddEngagementOutput = z.output<typeof addEngagementSchema>;

// A comment's text, new or edited: not blank once trimmed. No message: the forms keep
// their button disabled while it is blank.
import { z } from '../../lib/zod';

export const commentSchema = z.object({ content: z.string().check(z.trim(), z.minLength(1)) });
export type CommentValues = z.input<typeof commentSchema>;
export type CommentOutput = z.output<typeof commentSchema>;

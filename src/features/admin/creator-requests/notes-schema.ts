// The notes that Reject and Revoke Creator ask for (management spec §5: non-blank notes).
// No message: the dialog keeps its confirm button disabled while the notes are blank.
import { z } from '../../../lib/zod';

export const notesSchema = z.object({ notes: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)) });
export type NotesValues = z.input<typeof notesSchema>;

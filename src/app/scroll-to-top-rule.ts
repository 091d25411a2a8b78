/** Whether showing `next` scrolls to the top: only a change of path within the document, never its first render (`shown` null). */
export function scrollsToTop(shown: string | null, next: string): boolean {
  return shown !== null && shown !== next;
}

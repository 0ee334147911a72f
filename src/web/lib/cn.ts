/** Joins class names, skipping false/undefined, so conditional Tailwind classes read plainly. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

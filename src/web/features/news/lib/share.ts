/** What a shared news item carries (spec 02 §2: the WhatsApp link carries the summary text): title, summary, source. */
export function shareText(title: string, summary: string, source: string, url: string): string {
  return [title, summary, `${source}: ${url}`].filter(Boolean).join('\n\n');
}

export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The browser's share sheet where there is one (phones); false when there is none or it failed. */
export async function shareNatively(title: string, text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  try {
    await navigator.share({ title, text });
    return true;
  } catch (e) {
    // the candidate closed the sheet: nothing more to do
    return e instanceof DOMException && e.name === 'AbortError';
  }
}

/** Words as the summary form counts them (the server counts the same way). */
export const countWords = (s: string) => s.trim().split(/\s+/u).filter(Boolean).length;

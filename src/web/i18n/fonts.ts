/** UI languages written in Devanagari: their pages need the full Noto Sans Devanagari faces. */
const DEVANAGARI_UI = new Set(['mr', 'hi']);

/**
 * Starts the Devanagari faces (400 text, 600 headings) as soon as the entry script knows the UI
 * language, in parallel with the page's code, instead of when the first Marathi text is laid out.
 * English pages never fetch them (index.html preloads only the Latin faces). The stylesheet has
 * loaded by the time a module script runs, so the @font-face rules are there to match.
 */
export function loadScriptFonts(code: string): void {
  if (!DEVANAGARI_UI.has(code) || typeof document === 'undefined' || !document.fonts) return;
  for (const weight of [400, 600]) {
    document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'मराठी हिंदी').catch(() => {
      // A font that fails to load leaves the system font in place: nothing to do.
    });
  }
}

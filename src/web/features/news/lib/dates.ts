/** A day (YYYY-MM-DD) as the reader writes it: "14 July 2025", "१४ जुलै २०२५". */
export function formatDay(day: string, code: string | undefined): string {
  const locale = code === 'mr' ? 'mr-IN' : code === 'hi' ? 'hi-IN' : 'en-IN';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A month (YYYY-MM): "July 2025", "जुलै २०२५". */
export function formatMonth(month: string, code: string | undefined): string {
  const locale = code === 'mr' ? 'mr-IN' : code === 'hi' ? 'hi-IN' : 'en-IN';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

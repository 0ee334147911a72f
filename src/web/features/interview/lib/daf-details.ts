/** District and hobby for DAF-style questions: kept on this device only, so the start card remembers them. */
const KEY = 'abhyas.interview.daf';

export interface DafDetails {
  district: string;
  hobby: string;
}

export function loadDaf(): DafDetails {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<DafDetails>;
    return { district: typeof v.district === 'string' ? v.district : '', hobby: typeof v.hobby === 'string' ? v.hobby : '' };
  } catch {
    return { district: '', hobby: '' };
  }
}

export function saveDaf(d: DafDetails): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ district: d.district.trim(), hobby: d.hobby.trim() }));
  } catch {
    // private mode or storage full: the details are simply not remembered
  }
}

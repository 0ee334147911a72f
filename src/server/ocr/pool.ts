import { createWorker, OEM, type Worker } from 'tesseract.js';
import { tessdataDir, type OcrLanguage } from './tessdata';

/** A tesseract.js worker (its own thread running the WASM core) and the languages it is initialised with. */
interface Slot {
  worker: Worker;
  langs: string;
  busy: boolean;
}
interface Waiter {
  langs: string;
  resolve: (slot: Slot) => void;
  reject: (err: unknown) => void;
}

export interface OcrPoolOptions {
  /** Workers at most (each is a thread and ~100 MB with a model loaded); default 1 (this machine has 2 cores). */
  size?: number;
}

/**
 * A small pool of tesseract.js workers, created lazily on first use and reused: starting one costs ~0.4 s and
 * loading a language model more, so a worker keeps its languages and is re-initialised only when a request needs
 * others. Every worker reads the models from the npm packages (`tessdataDir`, `cacheMethod: 'none'` so nothing is
 * written next to the app) and never touches the network.
 */
export class OcrPool {
  private readonly size: number;
  private readonly slots: Slot[] = [];
  private readonly waiters: Waiter[] = [];
  private starting = 0;
  private closed = false;

  constructor(opts: OcrPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? 1);
  }

  /** Runs `fn` on a worker initialised with `languages` (in that order: the first is the main script). */
  async use<T>(languages: readonly OcrLanguage[], fn: (worker: Worker) => Promise<T>): Promise<T> {
    const langs = [...new Set(languages)].join('+') || 'eng';
    const slot = await this.acquire(langs);
    try {
      if (slot.langs !== langs) {
        await slot.worker.reinitialize(langs, OEM.LSTM_ONLY);
        slot.langs = langs;
      }
      return await fn(slot.worker);
    } finally {
      this.release(slot);
    }
  }

  /** Starts one worker now (tests and benches put the start-up outside what they measure). */
  async warm(languages: readonly OcrLanguage[]): Promise<void> {
    await this.use(languages, async () => undefined);
  }

  /** Terminates every worker; waiting requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiters.splice(0)) w.reject(new Error('OCR pool closed'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private async acquire(langs: string): Promise<Slot> {
    if (this.closed) throw new Error('OCR pool closed');
    const idle = this.slots.filter((s) => !s.busy);
    const pick = idle.find((s) => s.langs === langs) ?? (this.slots.length + this.starting < this.size ? null : idle[0]);
    if (pick) {
      pick.busy = true;
      return pick;
    }
    if (this.slots.length + this.starting < this.size) {
      this.starting++;
      try {
        const worker = await createWorker(langs.split('+'), OEM.LSTM_ONLY, {
          langPath: tessdataDir(),
          gzip: true,
          cacheMethod: 'none',
        });
        const slot: Slot = { worker, langs, busy: true };
        if (this.closed) {
          await worker.terminate();
          throw new Error('OCR pool closed');
        }
        this.slots.push(slot);
        return slot;
      } finally {
        this.starting--;
      }
    }
    return new Promise<Slot>((resolve, reject) => this.waiters.push({ langs, resolve, reject }));
  }

  private release(slot: Slot) {
    slot.busy = false;
    if (this.closed || !this.slots.includes(slot)) return;
    const i = Math.max(
      0,
      this.waiters.findIndex((w) => w.langs === slot.langs),
    );
    const next = this.waiters.splice(i, 1)[0];
    if (next) {
      slot.busy = true;
      next.resolve(slot);
    }
  }
}

/**
 * Closes the app (and with it the database) once on SIGINT/SIGTERM. PGlite flushes its files on close,
 * so a Ctrl-C mid-write leaves a consistent data directory. A second signal forces exit.
 */
export function installGracefulShutdown(close: () => Promise<void>, log: (msg: string) => void = console.error) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    log(`${signal}: shutting down`);
    const timer = setTimeout(() => {
      log('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        log(`shutdown failed: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A virtual screen (Xvfb) for the engines' real windows: headless Firefox gets no focus events,
 * and WebKitGTK's MiniBrowser has no headless mode. A free display number is taken from 90 up.
 */
export async function startDisplay(): Promise<{ display: string; stop(): void }> {
  for (let n = 90; n < 140; n += 1) {
    if (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) continue;
    const xvfb: ChildProcess = spawn('Xvfb', [`:${n}`, '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    const up = await new Promise<boolean>((resolve) => {
      const started = Date.now();
      const poll = () => {
        if (xvfb.exitCode !== null) return resolve(false);
        if (existsSync(`/tmp/.X11-unix/X${n}`)) return resolve(true);
        if (Date.now() - started > 10_000) return resolve(false);
        setTimeout(poll, 50);
      };
      poll();
    });
    if (up) return { display: `:${n}`, stop: () => xvfb.kill() };
    xvfb.kill();
  }
  throw new Error('Xvfb did not start on any display from :90 to :139');
}

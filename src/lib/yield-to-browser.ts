/**
 * Resolves in a task of its own, so the browser can paint and handle input in between. A MessageChannel message,
 * not setTimeout: a timer in a background tab waits a second or more.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A `pause()` for work done in many small steps: it yields to the browser (a task of its own) once `sliceMs` have
 * passed since the last yield, and otherwise returns at once, so the work goes on in the same task. The first call
 * always yields. Each task of the work then runs about `sliceMs` plus one step, however small its steps.
 */
export function pauseEvery(sliceMs: number): () => Promise<void> {
  let sliceStart = Number.NEGATIVE_INFINITY;
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await yieldToBrowser();
    sliceStart = performance.now();
  };
}

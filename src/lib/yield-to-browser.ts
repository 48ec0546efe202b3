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

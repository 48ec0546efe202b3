import { pauseEvery } from './yield-to-browser';

/** Whether the promise settles within a few microtasks, i.e. without giving the event loop a task. */
async function settlesAtOnce(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  const atOnce = done;
  await promise;
  return atOnce;
}

describe('pauseEvery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('yields to the browser on the first call and then once each slice is spent, else returns at once', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const pause = pauseEvery(5);
    expect(await settlesAtOnce(pause())).toBe(false);
    now = 4;
    expect(await settlesAtOnce(pause())).toBe(true);
    now = 5;
    expect(await settlesAtOnce(pause())).toBe(false);
    now = 9;
    expect(await settlesAtOnce(pause())).toBe(true);
  });
});

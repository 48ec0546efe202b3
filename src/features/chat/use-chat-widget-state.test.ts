import { widgetReducer } from './use-chat-widget-state';

describe('chat widget states (docs/requirements.md)', () => {
  const closed = { status: 'closed', interacted: false } as const;

  it('opens, minimizes, restores and closes', () => {
    const open = widgetReducer(closed, { type: 'open' });
    expect(open.status).toBe('open');
    const minimized = widgetReducer(open, { type: 'minimize' });
    expect(minimized.status).toBe('minimized');
    expect(widgetReducer(minimized, { type: 'restore' }).status).toBe('open');
  });

  it('close resets the minimized and interacted flags', () => {
    const touched = widgetReducer(widgetReducer(closed, { type: 'open' }), { type: 'interact' });
    expect(touched.interacted).toBe(true);
    expect(widgetReducer(widgetReducer(touched, { type: 'minimize' }), { type: 'close' })).toEqual(closed);
  });

  it('ignores transitions that do not apply', () => {
    expect(widgetReducer(closed, { type: 'minimize' })).toBe(closed);
    expect(widgetReducer(closed, { type: 'restore' })).toBe(closed);
  });
});

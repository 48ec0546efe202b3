import { useCallback, useEffect, useReducer } from 'react';

/** docs/requirements.md#constants: the chat minimizes itself 5 minutes after opening if nobody touched it. */
export const AUTO_MINIMIZE_MS = 300_000;

export type WidgetStatus = 'closed' | 'open' | 'minimized';

interface WidgetState {
  status: WidgetStatus;
  interacted: boolean;
}

type WidgetAction = { type: 'open' | 'minimize' | 'restore' | 'close' | 'interact' };

/** docs/requirements.md: closed → open ⇄ minimized; close resets the minimized and interacted flags. */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case 'open':
      return state.status === 'closed' ? { status: 'open', interacted: false } : state;
    case 'minimize':
      return state.status === 'open' ? { ...state, status: 'minimized' } : state;
    case 'restore':
      return state.status === 'minimized' ? { ...state, status: 'open' } : state;
    case 'close':
      return { status: 'closed', interacted: false };
    case 'interact':
      return state.interacted ? state : { ...state, interacted: true };
  }
}

export function useChatWidgetState() {
  const [state, dispatch] = useReducer(widgetReducer, { status: 'closed', interacted: false });

  useEffect(() => {
    if (state.status !== 'open' || state.interacted) return;
    const timer = setTimeout(() => dispatch({ type: 'minimize' }), AUTO_MINIMIZE_MS);
    return () => clearTimeout(timer);
  }, [state.status, state.interacted]);

  return {
    status: state.status,
    open: useCallback(() => dispatch({ type: 'open' }), []),
    minimize: useCallback(() => dispatch({ type: 'minimize' }), []),
    restore: useCallback(() => dispatch({ type: 'restore' }), []),
    close: useCallback(() => dispatch({ type: 'close' }), []),
    interact: useCallback(() => dispatch({ type: 'interact' }), []),
  };
}

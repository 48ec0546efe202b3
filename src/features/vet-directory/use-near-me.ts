import { useCallback, useState } from 'react';
import type { LatLng } from '@/content/geo';

export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; origin: LatLng }
  | { status: 'denied' }
  | { status: 'unavailable' };

// Asked only when the person taps the button; the position never leaves the page (not in the URL, not sent).
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

export function useNearMe() {
  const [state, setState] = useState<NearMeState>({ status: 'idle' });

  const request = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => setState({ status: 'ready', origin: { lat: pos.coords.latitude, lng: pos.coords.longitude } }),
      (err) => setState({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      OPTIONS,
    );
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, request, reset };
}

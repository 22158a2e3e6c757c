import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageSpinner } from './page-spinner';
import '../lib/order-texts';

interface SumUpCardInstance {
  unmount(): void;
}

interface SumUpCardGlobal {
  mount(config: {
    id: string;
    checkoutId: string;
    locale?: string;
    showFooter?: boolean;
    onResponse?: (type: string, body: unknown) => void;
    onLoad?: () => void;
  }): SumUpCardInstance;
}

declare global {
  interface Window {
    SumUpCard?: SumUpCardGlobal;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Loads a script once per page (the widget defines `window.SumUpCard`). */
function loadScript(src: string): Promise<void> {
  let p = scripts.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => {
        scripts.delete(src);
        el.remove();
        reject(new Error(`cannot load ${src}`));
      };
      document.head.appendChild(el);
    });
    scripts.set(src, p);
  }
  return p;
}

const MOUNT_ID = 'sumup-card';

/**
 * SumUp's card widget (spec §7): the script from the server's `paymentWidgetUrl`, mounted with
 * the checkout id, locale de-DE and no footer. On success the browser only reports it (the
 * server asks SumUp) and goes on to /checkout.
 */
export function SumUpWidget({
  checkoutId,
  scriptUrl,
  onSuccess,
}: {
  checkoutId: string;
  scriptUrl: string;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'load-failed'>('loading');
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const done = useRef(onSuccess);
  done.current = onSuccess;

  useEffect(() => {
    let instance: SumUpCardInstance | undefined;
    let live = true;
    setState('loading');
    loadScript(scriptUrl)
      .then(() => {
        if (!live) return;
        if (!window.SumUpCard) throw new Error('SumUpCard missing');
        instance = window.SumUpCard.mount({
          id: MOUNT_ID,
          checkoutId,
          locale: 'de-DE',
          showFooter: false,
          onResponse: (type) => {
            if (type === 'success') done.current();
            else if (type === 'error' || type === 'fail') setFailed(true);
            else if (type === 'sent') setFailed(false);
          },
        });
        setState('ready');
      })
      .catch(() => live && setState('load-failed'));
    return () => {
      live = false;
      try {
        instance?.unmount();
      } catch {
        // already gone
      }
    };
  }, [checkoutId, scriptUrl, attempt]);

  return (
    <Box sx={{ mt: 2 }}>
      {state === 'loading' && <PageSpinner />}
      {state === 'load-failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((a) => a + 1)}>
              {t('general.retry')}
            </Button>
          }
        >
          {t('screen.payment.widgetUnavailable')}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t('screen.payment.cardFailed')}
        </Alert>
      )}
      <Box id={MOUNT_ID} data-testid="sumup-card" />
    </Box>
  );
}

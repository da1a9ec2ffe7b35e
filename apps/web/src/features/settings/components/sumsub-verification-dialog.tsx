import { Alert, Loader, Modal } from '@mantine/core';
import type { VerificationKind } from '@tranche/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useRefreshVerification } from '../api/verification.api';

/** Sumsub's web SDK, loaded from its CDN only when Sumsub is the provider (never bundled). */
const SDK_URL = 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js';

interface SnsBuilder {
  withConf(conf: { lang: string }): SnsBuilder;
  withOptions(options: { addViewportTag: boolean; adaptIframeHeight: boolean }): SnsBuilder;
  on(event: string, handler: () => void): SnsBuilder;
  build(): { launch(selector: string): void };
}
declare global {
  interface Window {
    snsWebSdk?: { init(token: string, renew: () => Promise<string>): SnsBuilder };
  }
}

let loading: Promise<void> | null = null;
function loadSdk(): Promise<void> {
  if (window.snsWebSdk) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('sumsub sdk'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The person (or the company's representative) walks Sumsub's own steps inside its SDK frame. */
export function SumsubVerificationDialog({
  kind,
  token,
  onClose,
}: {
  kind: VerificationKind;
  token: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('verification');
  const refresh = useRefreshVerification();
  const container = `sumsub-${useId().replace(/:/g, '')}`;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const renew = async () => (await api.get<{ token: string }>(`/${kind}/getToken`))?.token ?? '';
    loadSdk()
      .then(() => {
        if (cancelled || !window.snsWebSdk) return;
        window.snsWebSdk
          .init(token, renew)
          .withConf({ lang: i18n.language })
          .withOptions({ addViewportTag: false, adaptIframeHeight: true })
          .on('idCheck.onApplicantStatusChanged', () => void refresh())
          .build()
          .launch(`#${container}`);
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [kind, token, container, i18n.language, refresh]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(kind === 'kyc' ? 'dialog.titleKyc' : 'dialog.titleKyb')}
      size="xl"
      centered
    >
      {state === 'loading' && <Loader size="sm" aria-label={t('dialog.sdkLoading')} />}
      {state === 'failed' && (
        <Alert color="red" role="alert">
          {t('dialog.sdkFailed')}
        </Alert>
      )}
      <div id={container} />
    </Modal>
  );
}

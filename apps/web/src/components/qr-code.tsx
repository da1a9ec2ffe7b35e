import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** A QR code of `value` (an otpauth:// URI), drawn in the browser so the secret never leaves it. */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => current && setSource(url),
      () => current && setSource(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  if (!source) return <Skeleton w={SIZE} h={SIZE} aria-hidden />;
  return <Image src={source} alt={alt} w={SIZE} h={SIZE} fit="contain" />;
}

// Copies a value to the clipboard; the button reads 'Copied' for 2 s afterwards (spec 2.2).
import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { COPY_CONFIRMATION_MS } from '@portal/contracts';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // a denied clipboard leaves the button as it was; the value stays selectable on screen
    }
  };
  return (
    <Button
      size="small"
      onClick={copy}
      aria-label={copied ? 'Copied' : `Copy ${label}`}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

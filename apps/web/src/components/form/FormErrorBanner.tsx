// The form's error banner: the title of formBannerText and the field messages as a list.
import { Alert, AlertTitle } from '@mui/material';
import type { FormBanner } from './server-errors.ts';

export function FormErrorBanner({ banner }: { banner: FormBanner | null }) {
  if (!banner) return null;
  return (
    <Alert severity="error" role="alert">
      {banner.fieldMessages.length > 0 ? <AlertTitle>{banner.title}</AlertTitle> : banner.title}
      {banner.fieldMessages.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
          {banner.fieldMessages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
